import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSizes } from '../catalogue/catalogue.tables';
import { fonts } from '../fonts/fonts.table';
import { userImages } from '../images/images.table';
import { illustrationCategories, illustrations } from '../illustrations/illustrations.table';
import { libraryPhotos, photoCollections } from '../photos/photos.table';
import { svgs } from '../svgs/svgs.table';
import { templateAssignments, templates } from '../templates/templates.table';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { findUserById, updateUser } from '../users/users.queries';
import type { UserRow } from '../users/users.table';
import { readableKeys } from './fileAccess';

/**
 * Rule: the server reads a stored file on a user's behalf only when a row that owns the key lets
 * that user use it (public and library items, their own, a template they may use; an admin any).
 */
let t: TestApp;
let ann: UserRow;
let ben: UserRow;
let admin: UserRow;
const key = (name: string) => `${name}/${name}-0000-4000-8000-000000000000.png`;

beforeAll(async () => {
  t = await createTestApp();
  const [a, b, c] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  await updateUser(t.app.db, c.user.id, { role: 'admin' });
  const row = async (who: SignedUp) => (await findUserById(t.app.db, who.user.id))!;
  [ann, ben, admin] = await Promise.all([row(a), row(b), row(c)]);
  const db = t.app.db;
  await db.insert(userImages).values({ userId: ann.id, kind: 'image', name: 'p', fileKey: key('images'), thumbnailKey: key('thumbs'), format: 'png', width: 1, height: 1 });
  await db.insert(svgs).values([
    { name: 'public', type: 'icon', fileKey: key('svgs-public'), isPublic: true, userId: null },
    { name: 'private', type: 'icon', fileKey: key('svgs-private'), isPublic: false, userId: ann.id },
  ]);
  const [category] = await db.insert(illustrationCategories).values({ name: 'Test category' }).returning();
  await db.insert(illustrations).values([
    {
      name: 'published',
      type: 'svg',
      fileKey: key('ill-published'),
      previewKey: key('ill-published-preview'),
      isPublished: true,
      userId: ann.id,
      illustrationCategoryId: category!.id,
    },
    { name: 'draft', type: 'svg', fileKey: key('ill-draft'), previewKey: key('ill-draft'), isPublished: false, userId: ann.id, illustrationCategoryId: category!.id },
  ]);
  const [collection] = await db.insert(photoCollections).values({ title: 'Test collection' }).returning();
  await db
    .insert(libraryPhotos)
    .values({ collectionId: collection!.id, title: 'p', author: 'a', width: 1, height: 1, orientation: 'squarish', fileKey: key('photos'), thumbnailKey: key('photos-thumb') });
  await db.insert(fonts).values([
    { name: 'Public', userId: null, fileKey: key('fonts-public'), fontCategoryId: 1 },
    { name: 'Private', userId: ann.id, fileKey: key('fonts-private'), fontCategoryId: 1 },
  ]);
  const [size] = await db.select({ id: productSizes.id }).from(productSizes).limit(1);
  const content = (...keys: string[]) => ({ pages: [], assets: keys.map((k) => ({ type: 'image', imageElementSrc: `/api/files/${k}` })) }) as never;
  const [, limited] = await db
    .insert(templates)
    .values([
      { userId: ann.id, name: 'Open', template: content(key('in-open-template')), productSizeId: size!.id, previewKey: key('preview-open') },
      { userId: ann.id, name: 'Limited', template: content(key('in-limited-template')), productSizeId: size!.id, isAccessLimited: true, previewKey: key('preview-limited') },
    ])
    .returning();
  await db.insert(templateAssignments).values({ templateId: limited!.id, email: admin.email.toLowerCase() });
});
afterAll(() => t.close());

const ALL = [
  'images',
  'thumbs',
  'svgs-public',
  'svgs-private',
  'ill-published',
  'ill-published-preview',
  'ill-draft',
  'photos',
  'photos-thumb',
  'fonts-public',
  'fonts-private',
  'in-open-template',
  'in-limited-template',
  'preview-open',
  'preview-limited',
  'exports',
  'nobody',
].map(key);

const readable = async (viewer: UserRow) => [...(await readableKeys(t.app.db, viewer, ALL))].map((k) => k.split('/')[0]).sort();

describe('readableKeys', () => {
  it('gives the owner their own files, the public and library ones, and their templates’ files', async () => {
    expect(await readable(ann)).toEqual(
      [
        'fonts-private',
        'fonts-public',
        'ill-draft',
        'ill-published',
        'ill-published-preview',
        'images',
        'in-limited-template',
        'in-open-template',
        'photos',
        'photos-thumb',
        'preview-limited',
        'preview-open',
        'svgs-private',
        'svgs-public',
        'thumbs',
      ].sort(),
    );
  });

  it('gives another user only the public and library files and those of templates open to them, never another user’s private files or an export', async () => {
    expect(await readable(ben)).toEqual(
      ['fonts-public', 'ill-published', 'ill-published-preview', 'in-open-template', 'photos', 'photos-thumb', 'preview-open', 'svgs-public'].sort(),
    );
  });

  it('gives an admin every key', async () => {
    expect(await readable(admin)).toEqual(ALL.map((k) => k.split('/')[0]).sort());
  });

  it('opens an access-limited template’s files to whom it is assigned', async () => {
    const assignedNonAdmin = { ...admin, role: 'user' } as UserRow;
    expect(await readable(assignedNonAdmin)).toContain('in-limited-template');
  });
});
