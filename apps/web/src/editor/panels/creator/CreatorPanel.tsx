import type { Illustration } from '@layout/model';
import { Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useCreatorPage } from '../../../pages/creatorPage';
import { useSession } from '../../../session/store';
import { useCreatorIllustrations, useIllustrationSubcategories } from '../../library/illustrations';
import { useTemplates } from '../../library/templates';
import { HireMe } from '../illustrations/HireMe';
import { IllustrationGrid } from '../illustrations/IllustrationGrid';
import { StockUploadDialog } from '../illustrations/StockUploadDialog';
import { TemplateCard } from '../templates/TemplateCard';

function Heading({ children, count }: { children: string; count: number }) {
  return (
    <Text fw={800} size="xs" c="layout.7" style={{ letterSpacing: 0.6 }}>
      {children} ({count})
    </Text>
  );
}

/**
 * A creator page's drawer (spec 000 section 2, /{creator-name}): the Hire Me block when the
 * creator has it on (to their website), then the creator's public templates and their published
 * illustrations. A template applies to the active page when clicked (the size check asks first
 * when its size differs), an illustration is added; both can be dragged onto a page.
 */
export function CreatorPanel() {
  const creator = useCreatorPage((s) => s.creator);
  const user = useSession((s) => s.user);
  const templates = useTemplates(user ? { id: user.id, role: user.role } : null);
  const illustrations = useCreatorIllustrations(creator?.id ?? null);
  const subcategories = useIllustrationSubcategories().data ?? [];
  const [editing, setEditing] = useState<Illustration | null>(null);
  const theirTemplates = useMemo(
    () => (templates.data ?? []).filter((t) => t.userId === creator?.id && !t.isAccessLimited && t.source === 'marketplace'),
    [templates.data, creator],
  );
  const theirIllustrations = useMemo(() => (illustrations.data ?? []).filter((i) => i.isPublished), [illustrations.data]);
  if (!creator) return null;
  return (
    <Stack gap="md" data-testid="creator-panel">
      <Text size="sm">
        Templates and illustrations by <b>{creator.creatorName}</b>. Click one to use it in your design.
      </Text>
      {creator.isShowHireMe && <HireMe creator={creator} />}
      <Stack gap={6} data-testid="creator-templates">
        <Heading count={theirTemplates.length}>TEMPLATES</Heading>
        {templates.isPending ? (
          <Center py="sm">
            <Loader size="sm" aria-label="Loading templates" />
          </Center>
        ) : theirTemplates.length === 0 ? (
          <Text size="sm" c="dimmed">
            No templates yet.
          </Text>
        ) : (
          <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
            {theirTemplates.map((t) => (
              <div key={t.id}>
                <TemplateCard template={t} />
              </div>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap={6} data-testid="creator-illustrations">
        <Heading count={theirIllustrations.length}>ILLUSTRATIONS</Heading>
        {illustrations.isPending ? (
          <Center py="sm">
            <Loader size="sm" aria-label="Loading illustrations" />
          </Center>
        ) : theirIllustrations.length === 0 ? (
          <Text size="sm" c="dimmed">
            No illustrations yet.
          </Text>
        ) : (
          <IllustrationGrid illustrations={theirIllustrations} subcategories={subcategories} onEdit={setEditing} />
        )}
      </Stack>
      {editing && <StockUploadDialog mode="update" illustration={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
