import { parseRotationInput, rotateAssets, setRotation } from '@layout/model';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PopupFrame } from '../../formatting/PopupFrame';
import type { PopupProps } from '../../formatting/types';
import { applyToSelection } from './common';

/**
 * ROTATION: an angle in degrees, applied on Enter (one asset is set to it, a group's members add
 * it to their own), and quarter turns about the selection's centre.
 */
export function RotationPopup({ assets, onClose }: PopupProps) {
  // One asset: the field shows its angle, also after a quarter turn or an undo changed it. A
  // group: the angle to add, 0.
  const current = assets.length === 1 ? String(Math.round(assets[0]!.rotation * 100) / 100) : '0';
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  const [invalid, setInvalid] = useState(false);
  if (shown !== current) {
    setShown(current);
    setText(current);
    setInvalid(false);
  }
  const applyTyped = () => {
    const angle = parseRotationInput(text);
    setInvalid(angle === undefined);
    if (angle !== undefined) applyToSelection(assets, (c, ids) => setRotation(c, { assetIds: ids, angle }));
  };
  return (
    <PopupFrame title="ROTATION" onClose={onClose}>
      <TextInput
        size="xs"
        label="Angle"
        description="Press Enter to apply"
        aria-label="Rotation angle"
        rightSection={<Text size="xs">°</Text>}
        value={text}
        error={invalid ? 'Type an angle in degrees' : undefined}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') applyTyped();
        }}
      />
      <Group gap={6} grow>
        <Button variant="default" size="xs" onClick={() => applyToSelection(assets, (c, ids) => rotateAssets(c, { assetIds: ids, angle: -90 }))}>
          -90°
        </Button>
        <Button variant="default" size="xs" onClick={() => applyToSelection(assets, (c, ids) => rotateAssets(c, { assetIds: ids, angle: 90 }))}>
          +90°
        </Button>
      </Group>
    </PopupFrame>
  );
}
