import {
  type TextAsset,
  type TextConfig,
  type TextFormatChanges,
  TEXT_ALIGNS,
  applyTextStyle,
  canToggleFontStyle,
  chooseFont,
  matchingTextStyle,
  setTextFormat,
  textStyleLabel,
  textTypeLabel,
  toggleFontStyle,
  toggleTextDecoration,
} from '@layout/model';
import { ActionIcon, Button, Collapse, Divider, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { AlignIcon } from './alignIcons';
import { applyToTexts, idsOf } from './edits';
import { FontPicker } from './FontPicker';
import { PopupFrame } from './PopupFrame';
import { Stepper } from './Stepper';
import type { PopupProps } from './types';
import { useLiveAssets } from './useLiveAssets';
import { styleFontFamily, useTextStyles } from '../text/textStyles';

const ALIGN_LABELS: Record<TextConfig['align'], string> = { left: 'Align left', center: 'Align center', right: 'Align right', justify: 'Justify' };
const DEFAULT_FONT_ONLY = 'Bold and italic are available for the default font only';

/** Basic or advanced, remembered while the editor is open. */
let advancedOpen = false;

/**
 * The text format popup, basic and advanced (spec 001 sections 2.6, 3 and 4.13). Basic: the text
 * type label and styles, the font, size, alignment, bold, italic (default font only) and
 * underline. Advanced adds line height, letter spacing, line-through and upper case. Every change
 * is one undo step and the box's height follows its words.
 */
export function TextFormatPopup({ assets, onClose }: PopupProps) {
  const texts = useLiveAssets(assets).filter((a): a is TextAsset => a.type === 'text');
  const [advanced, setAdvanced] = useState(advancedOpen);
  // The styles offered and matched: the document's premade font combination's, else the defaults.
  const styles = useTextStyles().styles;
  const text = texts[0];
  if (!text) {
    return (
      <PopupFrame title="TEXT FORMAT" onClose={onClose}>
        <Text size="sm">Select a text to format it.</Text>
      </PopupFrame>
    );
  }
  const config = text.textConfig;
  const ids = idsOf(texts);
  const format = (changes: TextFormatChanges) => applyToTexts(ids, (c) => setTextFormat(c, { assetIds: ids, changes }));
  const eachText = (op: (c: Parameters<typeof setTextFormat>[0], assetId: string) => Parameters<typeof setTextFormat>[0]) => applyToTexts(ids, (c) => ids.reduce(op, c));
  const styleAllowed = canToggleFontStyle(config);
  const current = matchingTextStyle(config, styles);

  return (
    <PopupFrame title="TEXT FORMAT" onClose={onClose}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} data-testid="text-type-label">
          {textTypeLabel(config, styles)}
        </Text>
        <Menu position="bottom-end" withinPortal={false}>
          <Menu.Target>
            <Button variant="default" size="compact-xs" aria-label="Text style">
              Styles ▾
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {styles.map((style) => (
              <Menu.Item
                key={style.name}
                fw={style.name === current?.name ? 700 : undefined}
                onClick={() => eachText((c, assetId) => applyTextStyle(c, { assetId, style, fontFamily: styleFontFamily(style) }))}
              >
                {textStyleLabel(style.name)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <FontPicker value={config} onChoose={(font) => eachText((c, assetId) => chooseFont(c, { assetId, ...font }))} />
      <Stepper label="Font size" name="textSize" unit="pt" value={config.fontSize} onChange={(fontSize) => format({ fontSize })} />
      <Group gap={4} justify="space-between">
        <Group gap={2}>
          {TEXT_ALIGNS.map((align) => (
            <Toggle key={align} label={ALIGN_LABELS[align]} on={config.align === align} onClick={() => format({ align })}>
              <AlignIcon align={align} />
            </Toggle>
          ))}
        </Group>
        <Group gap={2}>
          <Toggle
            label="Bold"
            hint={styleAllowed ? undefined : DEFAULT_FONT_ONLY}
            disabled={!styleAllowed}
            on={config.fontStyle.includes('bold')}
            onClick={() => eachText((c, assetId) => toggleFontStyle(c, { assetId, style: 'bold' }))}
          >
            <b>B</b>
          </Toggle>
          <Toggle
            label="Italic"
            hint={styleAllowed ? undefined : DEFAULT_FONT_ONLY}
            disabled={!styleAllowed}
            on={config.fontStyle.includes('italic')}
            onClick={() => eachText((c, assetId) => toggleFontStyle(c, { assetId, style: 'italic' }))}
          >
            <i style={{ fontFamily: 'serif' }}>I</i>
          </Toggle>
          <Toggle
            label="Underline"
            on={config.textDecoration.includes('underline')}
            onClick={() => applyToTexts(ids, (c) => toggleTextDecoration(c, { assetIds: ids, decoration: 'underline' }))}
          >
            <u>U</u>
          </Toggle>
        </Group>
      </Group>
      <Divider />
      <Button
        variant="subtle"
        size="compact-xs"
        aria-expanded={advanced}
        onClick={() => {
          advancedOpen = !advanced;
          setAdvanced(advancedOpen);
        }}
      >
        Advanced {advanced ? '▴' : '▾'}
      </Button>
      <Collapse expanded={advanced}>
        <Stack gap={6}>
          <Stepper label="Line height" name="lineHeight" value={config.lineHeight} onChange={(lineHeight) => format({ lineHeight })} />
          <Stepper label="Letter spacing" name="letterSpacing" value={config.letterSpacing} onChange={(letterSpacing) => format({ letterSpacing })} />
          <Group gap={2}>
            <Toggle
              label="Line-through"
              on={config.textDecoration.includes('line-through')}
              onClick={() => applyToTexts(ids, (c) => toggleTextDecoration(c, { assetIds: ids, decoration: 'line-through' }))}
            >
              <s>S</s>
            </Toggle>
            <Toggle label="Uppercase" on={config.isUpperCase} onClick={() => format({ isUpperCase: !config.isUpperCase })}>
              <span style={{ fontSize: 11, fontWeight: 600 }}>AA</span>
            </Toggle>
          </Group>
        </Stack>
      </Collapse>
    </PopupFrame>
  );
}

/** An on / off button with a name and the state screen readers announce (aria-pressed). */
function Toggle(props: { label: string; on: boolean; onClick: () => void; disabled?: boolean; hint?: string; children: ReactNode }) {
  return (
    <Tooltip label={props.hint ?? props.label} withinPortal={false}>
      <ActionIcon variant={props.on ? 'filled' : 'default'} aria-label={props.label} aria-pressed={props.on} disabled={props.disabled} onClick={props.onClick}>
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}
