import {
  type CatalogueData,
  DESIGN_SET_CREATE,
  DESIGN_SET_NONE,
  ORDER_MAX_LENGTH,
  TOAST_AUTO_HIDE_MS,
  type Template,
  type TemplateForm,
  type TemplateFormErrors,
  addUserField,
  catalogueChoices,
  chooseTemplateCategory,
  chooseTemplateProduct,
  formErrorsOf,
  formOfTemplate,
  isAdmin as isAdminUser,
  nameLengthHint,
  newFormFor,
  pageLabel,
  removeUserField,
  templateCreateBody,
  templateUpdateFromForm,
  templatesContract,
  validateTemplateForm,
} from '@layout/model';
import { Button, Center, CloseButton, Group, Loader, Modal, ScrollArea, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError, request } from '../../api/client';
import { handleRequestError } from '../../app/requestErrors';
import { useSession } from '../../session/store';
import { settleDraftsAfterSave } from '../drafts/drafts';
import { useCatalogue } from '../library/catalogue';
import { templateInfo, templateUpdateBody } from '../library/templateDocument';
import { useTemplates } from '../library/templates';
import { designPreview } from '../pages/previews';
import { setSaveStatus } from '../saveStatus';
import { getContent, useContent, useEditor } from '../state/editorStore';
import { openDialog } from './dialogQueue';

const options = (items: readonly { id: number; name: string }[]) => items.map((i) => ({ value: String(i.id), label: i.name }));
const idOf = (value: string | null) => (value === null ? null : Number(value));
const SIDES = [
  { value: 'front', label: 'Front' },
  { value: 'back', label: 'Back' },
];

/**
 * The Add template dialog (Save as template) and the Update template dialog (an open template's
 * 'Update template'), spec 001 sections 2.7, 3, 5 and 6: every field of the Add-template form,
 * checked as it is typed by the model's rules (validateTemplateForm); Save is disabled on any
 * error, and the server's 422 errors show under their fields.
 */
export function TemplateDialog({ templateId, onClose }: { templateId?: number; onClose: () => void }) {
  const catalogue = useCatalogue();
  const template = useQuery({
    queryKey: ['template', templateId],
    queryFn: () => request(templatesContract.open, { params: { id: templateId ?? 0 } }),
    enabled: templateId !== undefined,
    staleTime: 0,
  });
  const title = templateId === undefined ? 'Add template' : 'Update template';
  const ready = catalogue && (templateId === undefined || template.data);
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg" scrollAreaComponent={ScrollArea.Autosize}>
      {ready ? (
        <TemplateFormFields catalogue={catalogue} template={template.data} onClose={onClose} />
      ) : template.isError ? (
        <Text c="red">Error: {template.error.message}</Text>
      ) : (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      )}
    </Modal>
  );
}

function TemplateFormFields({ catalogue, template, onClose }: { catalogue: CatalogueData; template: Template | undefined; onClose: () => void }) {
  const user = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const info = useEditor((s) => s.info);
  const pageCount = useContent().pages.length;
  const isAdmin = isAdminUser(user);
  const updating = template !== undefined;
  // The design set and access limit are the template's creator's to change (spec 001 section 6).
  const ownFields = !updating || template.userId === user?.id;
  const ownProductId = updating ? template.productId : info.productId;
  const productSizeId = updating ? template.productSizeId : info.productSizeId;

  const [form, setForm] = useState<TemplateForm>(() => (template ? formOfTemplate(template) : newFormFor(catalogue, info)));
  const [serverErrors, setServerErrors] = useState<TemplateFormErrors>({});
  const [saving, setSaving] = useState(false);
  // Each e-mail field's React key, kept with it when another is removed.
  const [emailKeys, setEmailKeys] = useState<readonly number[]>(() => form.assignedToUsers.map((_, i) => i));
  const nextKey = useRef(form.assignedToUsers.length);

  const templates = useTemplates(user ? { id: user.id, role: user.role } : null);
  const setNames = useQuery({ queryKey: ['design-sets', 'existing-names'], queryFn: () => request(templatesContract.designSetNames), staleTime: 0 });
  const mySets = useQuery({ queryKey: ['design-sets', 'current-user'], queryFn: () => request(templatesContract.designSetsOfCurrentUser), staleTime: 0 });

  // A name is taken among the creator's own templates (the server's rule); the one updated keeps its name.
  const creatorId = template?.userId ?? user?.id;
  const existingNames = (templates.data ?? []).filter((t) => t.userId === creatorId && t.id !== template?.id).map((t) => t.name);
  const localErrors = validateTemplateForm(form, { existingNames, existingSetNames: setNames.data ?? [] });
  const errors: TemplateFormErrors = { ...serverErrors, ...localErrors };
  const hasErrors = Object.keys(errors).length > 0;

  const choices = catalogueChoices(catalogue, productSizeId, form, ownProductId);
  const setOptions = [
    { value: DESIGN_SET_NONE, label: DESIGN_SET_NONE },
    { value: DESIGN_SET_CREATE, label: DESIGN_SET_CREATE },
    ...[...new Set([...(mySets.data ?? []).map((s) => s.name), ...(template?.designSet ? [template.designSet.name] : [])])].map((name) => ({ value: name, label: name })),
  ];

  const change = (next: Partial<TemplateForm>) => {
    setForm((f) => ({ ...f, ...next }));
    setServerErrors({});
  };
  const setEmail = (index: number, value: string) => change({ assignedToUsers: form.assignedToUsers.map((v, i) => (i === index ? value : v)) });
  const addEmail = () => {
    change({ assignedToUsers: addUserField(form.assignedToUsers) });
    setEmailKeys([...emailKeys, nextKey.current++]);
  };
  const removeEmail = (index: number) => {
    const next = removeUserField(form.assignedToUsers, index);
    if (next === form.assignedToUsers) return;
    change({ assignedToUsers: [...next] });
    setEmailKeys(emailKeys.filter((_, i) => i !== index));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (hasErrors || saving) return;
    setSaving(true);
    const { info: sentInfo, history } = useEditor.getState();
    const content = getContent();
    try {
      let saved: Template;
      if (template) {
        const base = templateUpdateBody(template, sentInfo, content, designPreview(content.pages[0]?.id));
        const body = templateUpdateFromForm(form, base, { isAdmin, isCreator: ownFields });
        saved = await request(templatesContract.save, { params: { id: template.id }, body });
        // The editor's document is the template just stored: its name, product and version.
        useEditor.getState().markSaved(templateInfo(saved), { info: sentInfo, unsavedChanges: history.unsavedChanges });
        setSaveStatus('saved');
        settleDraftsAfterSave(sentInfo);
      } else {
        const pageId = content.pages[Number(form.pageNumber)]?.id;
        const body = templateCreateBody(form, { isAdmin, content, productSizeId: sentInfo.productSizeId, previewData: designPreview(pageId) });
        saved = await request(templatesContract.create, { body });
      }
      // The Templates panel, My Stuff's Assigned by me and the design sets show it at once.
      void queryClient.invalidateQueries({ queryKey: ['templates'] });
      void queryClient.invalidateQueries({ queryKey: ['assignedByMe'] });
      void queryClient.invalidateQueries({ queryKey: ['design-sets'] });
      notifications.show({
        title: template ? 'Template updated' : 'Template added',
        message: `"${saved.name}" ${template ? 'was saved' : 'was published'}`,
        color: 'teal',
        withCloseButton: true,
        autoClose: TOAST_AUTO_HIDE_MS,
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') setServerErrors(formErrorsOf(error.fields, form));
      else if (error instanceof ApiError && error.status === 409) {
        onClose();
        openDialog({ kind: 'saveConflict', what: 'template' });
      } else handleRequestError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="template-form">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Name"
            description={nameLengthHint(form.name)}
            value={form.name}
            error={errors.name}
            onChange={(e) => change({ name: e.currentTarget.value })}
            data-autofocus
          />
          <TextInput label="Theme" value={form.theme} error={errors.theme} onChange={(e) => change({ theme: e.currentTarget.value })} />
          {!updating && (
            <Select
              label="Page"
              allowDeselect={false}
              data={Array.from({ length: pageCount }, (_, i) => ({ value: String(i), label: pageLabel(i) }))}
              value={form.pageNumber}
              error={errors.pageNumber}
              onChange={(value) => value !== null && change({ pageNumber: value })}
            />
          )}
          <Select
            label="Side"
            allowDeselect={false}
            data={SIDES}
            value={form.side}
            error={errors.side}
            onChange={(value) => value && change({ side: value as TemplateForm['side'] })}
          />
          <TextInput
            label="Order"
            inputMode="numeric"
            maxLength={ORDER_MAX_LENGTH}
            value={form.order}
            error={errors.order}
            onChange={(e) => change({ order: e.currentTarget.value })}
          />
          <Select
            label="Category"
            allowDeselect={false}
            data={options(choices.categories)}
            value={form.categoryId === null ? null : String(form.categoryId)}
            error={errors.categoryId}
            onChange={(value) => value && change(chooseTemplateCategory(catalogue, productSizeId, Number(value), ownProductId))}
          />
          <Select
            label="Product"
            allowDeselect={false}
            data={options(choices.products)}
            value={form.productId === null ? null : String(form.productId)}
            error={errors.productId}
            onChange={(value) => value && change(chooseTemplateProduct(catalogue, form, Number(value)))}
          />
          {isAdmin && (
            <Select
              label="Template group"
              allowDeselect={false}
              data={options(choices.groups)}
              value={form.templateGroupId === null ? null : String(form.templateGroupId)}
              error={errors.templateGroupId}
              onChange={(value) => change({ templateGroupId: idOf(value) })}
            />
          )}
        </SimpleGrid>

        {ownFields && (
          <Switch
            label="Limited access"
            description="Only you, admins and the users it is assigned to see it"
            checked={form.isAccessLimited}
            onChange={(e) => change({ isAccessLimited: e.currentTarget.checked })}
          />
        )}
        <Switch label="Assign to unique user" checked={form.assignToUniqueUser} onChange={(e) => change({ assignToUniqueUser: e.currentTarget.checked })} />
        {form.assignToUniqueUser && (
          <Stack gap={6}>
            {form.assignedToUsers.map((email, index) => (
              <Group key={emailKeys[index]} gap={4} wrap="nowrap" align="flex-start">
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={`User e-mail ${index + 1}`}
                  placeholder="E-mail"
                  type="email"
                  value={email}
                  error={errors[`assignedToUsers.${index}`]}
                  onChange={(e) => setEmail(index, e.currentTarget.value)}
                />
                {form.assignedToUsers.length > 1 && <CloseButton mt={6} aria-label={`Remove user e-mail ${index + 1}`} onClick={() => removeEmail(index)} />}
              </Group>
            ))}
            <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} onClick={addEmail}>
              + Add more users
            </Button>
          </Stack>
        )}

        {ownFields && (
          <SimpleGrid cols={2} spacing="sm">
            <Select
              label="Design set"
              allowDeselect={false}
              data={setOptions}
              value={form.designSetName}
              error={errors.designSetName}
              onChange={(value) => value && change({ designSetName: value })}
            />
            {form.designSetName === DESIGN_SET_CREATE && (
              <TextInput label="New set name" value={form.newSetName} error={errors.newSetName} onChange={(e) => change({ newSetName: e.currentTarget.value })} />
            )}
          </SimpleGrid>
        )}

        {errors[''] && (
          <Text c="red" size="sm" role="alert">
            Error: {errors['']}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={hasErrors} loading={saving} data-testid="template-form-save">
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
