import {
  DATA_DRIVEN_FIELDS,
  DATA_DRIVEN_FIELD_LABELS,
  type DataDrivenField,
  type TextStyle,
  type TextStyleName,
  type UserData,
  addStyledText,
  addedAssets,
  dataDrivenPlaceholder,
  dataDrivenValues,
  textStyleLabel,
} from '@layout/model';
import { Anchor, Button, Divider, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useAppConfig } from '../../app/config';
import { ExternalOrRouterLink } from '../../auth/ExternalOrRouterLink';
import { useSession } from '../../session/store';
import { type DropTarget, onPanelDrop, panelDragProps } from '../canvas/panelDrop';
import { openDataDrivenFieldsDialog } from '../dialogs/DataDrivenFieldsDialog';
import { withFittedTextHeights } from '../formatting/edits';
import { useFontCombinations } from '../library/fonts';
import { useEditor } from '../state/editorStore';
import { cssFontFamily, loadFontIds } from '../text/fonts';
import { currentTextStyles, styleFontFamily, useTextStyles } from '../text/textStyles';
import { addToPage } from './addToPage';

/**
 * Adds a text in one of the document's styles (its premade font combination's, else the default
 * ones): on the active page, or where it was dropped. The style's font is loaded first, so the
 * box is fitted to the words as that font lays them out; a font that cannot be loaded leaves the
 * text in the default font (spec 001 section 4.11).
 */
async function addText(styleName: TextStyleName, target?: DropTarget, text?: string): Promise<void> {
  const style = currentTextStyles().find((s) => s.name === styleName)!;
  await loadFontIds([style.fontId]);
  addToPage((content, pageId) => {
    const next = addStyledText(content, { pageId, style, fontFamily: styleFontFamily(style), text });
    // Fitted before a drop centres it where it was let go; one undo step with the text.
    return withFittedTextHeights(
      next,
      addedAssets(content, next).map((a) => a.id),
    );
  }, target);
}

onPanelDrop<{ kind: 'text'; style: TextStyleName; text?: string }>('text', (item, target) => void addText(item.style, target, item.text));

/** The Text panel (spec 001 section 2.3): the premade font combination, the seven styles, the data driven fields. */
export function TextPanel() {
  const { combination, styles } = useTextStyles();
  return (
    <Stack gap="xs" data-testid="text-panel">
      <CombinationSelect value={combination?.id ?? null} />
      {styles.map((style) => (
        <StyleButton key={style.name} style={style} />
      ))}
      <Divider my="xs" label="Data driven fields" labelPosition="left" />
      <DataDrivenFields />
    </Stack>
  );
}

const DEFAULT_OPTION = 'default';

/**
 * 'Premade font Combination': the combination the style buttons add texts in, kept as the
 * document's fontCombinationId (saved with it). Choosing one loads its fonts at once, so the
 * buttons and the texts they add show in them.
 */
function CombinationSelect({ value }: { value: number | null }) {
  const combinations = useFontCombinations().data ?? [];
  const data = [{ value: DEFAULT_OPTION, label: 'Default (Roboto)' }, ...combinations.map((c) => ({ value: String(c.id), label: c.name }))];
  return (
    <Select
      label="Premade font Combination"
      data-testid="font-combination"
      allowDeselect={false}
      data={data}
      value={value === null ? DEFAULT_OPTION : String(value)}
      onChange={(chosen) => {
        const id = chosen === null || chosen === DEFAULT_OPTION ? null : Number(chosen);
        const combination = combinations.find((c) => c.id === id);
        if (combination) void loadFontIds(combination.textStyles.map((s) => s.fontId));
        useEditor.getState().setInfo({ fontCombinationId: id });
      }}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/** 'Add Heading H1' and the others: shown in the style's own font, at a size that fits the drawer. */
function StyleButton({ style }: { style: TextStyle }) {
  const label = textStyleLabel(style.name);
  return (
    <Button
      variant="default"
      justify="flex-start"
      h="auto"
      py={8}
      data-testid={`add-text-${style.name}`}
      styles={{
        label: {
          fontFamily: cssFontFamily(style.fontId),
          fontSize: Math.min(22, 10 + style.size / 2),
          // The default font's headings are bold; a stored font is one face, drawn as it is.
          fontWeight: style.fontId === 0 && (style.name === 'h1' || style.name === 'h2') ? 700 : 400,
          whiteSpace: 'normal',
          textAlign: 'left',
          lineHeight: 1.2,
        },
      }}
      onClick={() => void addText(style.name)}
      {...panelDragProps({ kind: 'text', style: style.name })}
    >
      Add {label}
    </Button>
  );
}

/**
 * 'Data driven fields': each of the user's details with its stored value; a click (or a drop)
 * adds a body text holding the field's placeholder ('%fullName%'). 'Update My Details' opens the
 * Data Driven Fields dialog. Guests, who cannot keep details, see the sign-up prompt instead.
 */
function DataDrivenFields() {
  const user = useSession((s) => s.user);
  if (!user || user.role === 'guest') return <SignUpPrompt />;
  return <FieldList user={user} />;
}

function FieldList({ user }: { user: UserData }) {
  const values = dataDrivenValues(user);
  return (
    <Stack gap={2} data-testid="ddf-list">
      {DATA_DRIVEN_FIELDS.map((field) => (
        <FieldRow key={field} field={field} value={values[field]} />
      ))}
      <Button mt="xs" variant="light" onClick={openDataDrivenFieldsDialog} data-testid="update-my-details">
        Update My Details
      </Button>
    </Stack>
  );
}

function FieldRow({ field, value }: { field: DataDrivenField; value: string }) {
  const placeholder = dataDrivenPlaceholder(field);
  return (
    <UnstyledButton
      data-testid={`ddf-${field}`}
      title={`Add ${placeholder} to the page`}
      onClick={() => void addText('body1', undefined, placeholder)}
      {...panelDragProps({ kind: 'text', style: 'body1', text: placeholder })}
      style={{ display: 'flex', gap: 8, padding: '4px 6px', alignItems: 'baseline', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Text size="xs" c="dimmed" w={92} style={{ flexShrink: 0 }}>
        {DATA_DRIVEN_FIELD_LABELS[field]}
      </Text>
      <Text size="sm" truncate fs={value ? undefined : 'italic'} c={value ? undefined : 'dimmed'} style={{ minWidth: 0 }}>
        {value || placeholder}
      </Text>
    </UnstyledButton>
  );
}

function SignUpPrompt() {
  const { signUpUrl } = useAppConfig();
  return (
    <Stack align="center" ta="center" gap="xs" py="sm" data-testid="ddf-sign-up">
      <Text size="sm">Sign up to fill your designs with your own details.</Text>
      <Button component={ExternalOrRouterLink} to={signUpUrl} color="accent.4" c="layout.9" size="sm">
        Create free account
      </Button>
      <Anchor component={Link} to="/auth/login" size="sm">
        Already a member? Log in
      </Anchor>
    </Stack>
  );
}
