import { type ListedTemplate, addUserField, assigneeErrors, removeUserField, templatesContract } from '@layout/model';
import { Button, Checkbox, CloseButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, request } from '../../../api/client';
import { handleRequestError } from '../../../app/requestErrors';
import { useSession } from '../../../session/store';
import { templateInputOf } from '../../library/templateDocument';

/**
 * 'Edit assignment' of a template card (spec 001 sections 2.3, 5 and 6): who the template is
 * assigned to, by e-mail, with the Add template form's rules ('Assign to unique user', at least
 * one field, '+ Add more users', Save disabled on any error). Its creator also chooses whether
 * access is limited (to the creator, admins and the users it is assigned to).
 */
export function AssignmentDialog({ template, onClose }: { template: ListedTemplate; onClose: () => void }) {
  const user = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const isCreator = user?.id === template.userId;
  const [assign, setAssign] = useState(template.assignedToUsers.length > 0);
  const [emails, setEmails] = useState<readonly string[]>(template.assignedToUsers.length ? template.assignedToUsers : ['']);
  // Each field's React key, kept with it when another field is removed (its focus and error stay its own).
  const [keys, setKeys] = useState<readonly number[]>(() => emails.map((_, index) => index));
  const nextKey = useRef(emails.length);
  const [limited, setLimited] = useState(template.isAccessLimited);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = assigneeErrors(assign, emails);
  const invalid = Object.keys(errors).length > 0;
  const addField = () => {
    setEmails(addUserField(emails));
    setKeys([...keys, nextKey.current++]);
  };
  const removeField = (index: number) => {
    const next = removeUserField(emails, index);
    if (next === emails) return;
    setEmails(next);
    setKeys(keys.filter((_, i) => i !== index));
  };

  const save = async () => {
    setSaving(true);
    setServerError(null);
    try {
      const body = {
        ...templateInputOf(template),
        assignedToUsers: assign ? emails.map((e) => e.trim().toLowerCase()) : [],
        isAccessLimited: isCreator ? limited : template.isAccessLimited,
      };
      await request(templatesContract.save, { params: { id: template.id }, body });
      await queryClient.invalidateQueries({ queryKey: ['templates'] });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') setServerError(Object.values(error.fields).flat().join(' ') || error.message);
      else handleRequestError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Edit assignment: ${template.name}`} centered>
      <Stack gap="sm">
        {isCreator && <Checkbox label="Limited access (only you, admins and the assigned users see it)" checked={limited} onChange={(e) => setLimited(e.currentTarget.checked)} />}
        <Checkbox label="Assign to unique user" checked={assign} onChange={(e) => setAssign(e.currentTarget.checked)} />
        {assign && (
          <Stack gap={6}>
            {emails.map((email, index) => (
              <Group key={keys[index]} gap={4} wrap="nowrap" align="flex-start">
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={`User e-mail ${index + 1}`}
                  placeholder="E-mail"
                  value={email}
                  error={errors[index]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setEmails((list) => list.map((v, i) => (i === index ? value : v)));
                  }}
                />
                {emails.length > 1 && <CloseButton mt={6} aria-label={`Remove user e-mail ${index + 1}`} onClick={() => removeField(index)} />}
              </Group>
            ))}
            <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} onClick={addField}>
              + Add more users
            </Button>
          </Stack>
        )}
        {serverError && (
          <Text c="red" size="sm">
            Error: {serverError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={invalid} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
