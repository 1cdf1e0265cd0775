import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { seedOnce } from '../../seeding/once';
import { newFileKey } from '../../storage/keys';
import { RASTER_THUMBNAIL_PX } from '../../uploads/raster';
import { photoOrientation } from '../layoutProvider';
import { collectionNamed, insertLibraryPhotos } from '../library.queries';
import { PICTURES_DIR } from './generate';
import { SEED_AUTHOR, SEED_COLLECTIONS, SEED_SIZES } from './library';

/**
 * Installs the starter photo library on the first start (once: seeding/once.ts): the committed
 * pictures (generate.ts made them) go into the storage with a thumbnail each, in their
 * collections. Only copying and thumbnailing happens here, so it stays quick.
 */
export async function seedPhotoLibrary(app: FastifyInstance): Promise<void> {
  await seedOnce(app.db, 'photo-library', async () => {
    const started = performance.now();
    let count = 0;
    for (const seed of SEED_COLLECTIONS) {
      const collection = await collectionNamed(app.db, seed.title, seed.description);
      const rows = await Promise.all(
        seed.photos.map(async (photo, order) => {
          const bytes = await readFile(join(PICTURES_DIR, `${photo.slug}.jpg`));
          const thumbnail = await sharp(bytes).resize(RASTER_THUMBNAIL_PX, RASTER_THUMBNAIL_PX, { fit: 'inside' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
          const fileKey = newFileKey('photos', 'jpg');
          const thumbnailKey = newFileKey('photos/thumbnails', 'jpg');
          await app.storage.put(fileKey, bytes, 'image/jpeg');
          await app.storage.put(thumbnailKey, thumbnail, 'image/jpeg');
          const { width, height } = SEED_SIZES[photo.shape];
          return {
            collectionId: collection.id,
            title: photo.title,
            description: photo.description,
            keywords: photo.keywords,
            author: SEED_AUTHOR,
            width,
            height,
            orientation: photoOrientation(width, height),
            fileKey,
            thumbnailKey,
            order: order + 1,
          };
        }),
      );
      count += (await insertLibraryPhotos(app.db, rows)).length;
    }
    app.log.info(`photo library: ${count} photos in ${SEED_COLLECTIONS.length} collections installed in ${Math.round(performance.now() - started)} ms`);
  });
}
