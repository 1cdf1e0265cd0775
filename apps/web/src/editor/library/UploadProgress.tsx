import { MESSAGES } from '@layout/model';
import { Group, Loader, Progress, Stack, Text } from '@mantine/core';

/**
 * 'Loading image...' with a progress bar (spec 001 section 8), while pictures upload. Once every
 * byte is sent the server still checks the pictures and makes thumbnails: the bar then stripes.
 */
export function UploadProgress({ progress, width }: { progress: number; width?: number | string }) {
  const percent = Math.round(progress * 100);
  const sent = percent >= 100;
  return (
    <Stack gap={4} w={width} role="status" aria-live="polite" data-testid="upload-progress">
      <Group gap={6} wrap="nowrap">
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          {MESSAGES.loadingImage}
        </Text>
      </Group>
      <Progress value={sent ? 100 : percent} striped={sent} animated={sent} size="sm" aria-label={`Uploaded ${percent}%`} />
    </Stack>
  );
}
