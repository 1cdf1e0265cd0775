import { type ListedTemplate, mayManageTemplate, templateSideLabel, templateSizeLabel, templatesContract } from '@layout/model';
import { Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { useAppConfig } from '../../../app/config';
import { handleRequestError } from '../../../app/requestErrors';
import { useSession } from '../../../session/store';
import { openDialog } from '../../dialogs/dialogQueue';
import { useCatalogue } from '../../library/catalogue';
import { templateEditPath } from '../../library/templateDocument';
import { templateLink } from '../../library/templateLink';

/** 'Send user link': copies the link that opens a new design with this template (docs/decisions.md). */
async function sendUserLink(template: ListedTemplate) {
  const link = templateLink(template.id);
  let copied = false;
  try {
    await navigator.clipboard.writeText(link);
    copied = true;
  } catch {
    // No clipboard (an address that is not secure, or permission refused): the link is shown to copy by hand.
  }
  notifications.show({
    title: copied ? 'Link copied' : 'Copy this link',
    message: `${link}${template.assignedToUsers.length ? ` (send it to ${template.assignedToUsers.join(', ')})` : ''}`,
    color: 'layout',
    withCloseButton: true,
    autoClose: copied ? 6000 : false,
  });
}

/**
 * A template card's context menu (spec 001 sections 2.3 and 6): name, 'By' creator, 'Size: W mm x
 * H mm' and 'Side: Front/Back'; for its creator or an admin the Assigned-to list, 'Send user
 * link', 'Edit template', 'Edit assignment' and delete (after a confirmation).
 */
export function TemplateMenu({ template, onEditAssignment }: { template: ListedTemplate; onEditAssignment: () => void }) {
  const user = useSession((s) => s.user);
  const catalogue = useCatalogue();
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const size = catalogue?.products.flatMap((p) => p.productSizes).find((s) => s.id === template.productSizeId);
  const layout = template.template.layoutDimensions;
  const sizeLabel = templateSizeLabel(size ?? { width: layout.flatWidth, height: layout.flatHeight, units: layout.units });
  // House templates are the company's: their admin creator has no creator name of their own.
  const creator = template.user.creatorName ?? config.productName;

  const remove = () =>
    openDialog({
      kind: 'confirm',
      title: 'Delete template',
      message: `Delete the template "${template.name}"? It can not be brought back.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      onConfirm: () => {
        request(templatesContract.remove, { params: { id: template.id } })
          .then(() => queryClient.invalidateQueries({ queryKey: ['templates'] }))
          .catch(handleRequestError);
      },
    });

  return (
    <>
      <Stack gap={2} px="sm" py={6}>
        <Text fw={700} size="sm">
          {template.name}
        </Text>
        <Text size="xs">By {creator}</Text>
        <Text size="xs">{sizeLabel}</Text>
        <Text size="xs">{templateSideLabel(template.side)}</Text>
      </Stack>
      {mayManageTemplate(user, template) && (
        <>
          <Menu.Divider />
          <Menu.Label>Assigned to</Menu.Label>
          <Stack gap={0} px="sm" pb={4} data-testid="template-assignees">
            {template.assignedToUsers.length === 0 ? (
              <Text size="xs" c="dimmed">
                Nobody
              </Text>
            ) : (
              template.assignedToUsers.map((email) => (
                <Text key={email} size="xs" truncate>
                  {email}
                </Text>
              ))
            )}
          </Stack>
          <Menu.Divider />
          <Menu.Item onClick={() => void sendUserLink(template)}>Send user link</Menu.Item>
          <Menu.Item onClick={() => window.open(templateEditPath(template.id), '_blank', 'noopener')}>Edit template</Menu.Item>
          <Menu.Item onClick={onEditAssignment}>Edit assignment</Menu.Item>
          <Menu.Item color="red" onClick={remove}>
            Delete template
          </Menu.Item>
        </>
      )}
    </>
  );
}
