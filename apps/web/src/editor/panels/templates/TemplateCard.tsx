import { type ListedTemplate, toPx } from '@layout/model';
import { ActionIcon, Center, Loader, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { panelDragProps } from '../../canvas/panelDrop';
import { applyTemplateWithSizeCheck, useIsApplying } from '../../library/applyFromLibrary';
import { CardWithMenu } from '../../library/ui/CardWithMenu';
import { ItemTile } from '../../library/ui/ItemTile';
import { useEditor } from '../../state/editorStore';
import { AssignmentDialog } from './AssignmentDialog';
import { useTemplatePanel } from './filterStore';
import { TemplateMenu } from './TemplateMenu';
import { TemplateThumbnail } from './TemplateThumbnail';

/**
 * The link icon of a template in a design set (spec 001 section 2.3). A click opens the set: the
 * panel searches for its name, which shows the set's templates 'by' their creator.
 */
function DesignSetIcon({ name }: { name: string }) {
  return (
    <Tooltip
      label={
        <>
          This template is part of design set:
          <br />
          <b>{name}</b>
        </>
      }
      multiline
      w={200}
      withinPortal
    >
      <ActionIcon
        size="xs"
        radius="xl"
        variant="white"
        color="layout.8"
        aria-label={`This template is part of design set: ${name}`}
        onClick={(event) => {
          event.stopPropagation();
          useTemplatePanel.setState({ query: name });
        }}
        style={{ position: 'absolute', left: 3, top: 3, boxShadow: '0 0 2px rgba(0,0,0,.4)' }}
      >
        <svg viewBox="0 0 24 24" width={12} height={12} fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" aria-hidden="true">
          <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
          <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
        </svg>
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * A template card: its page in small, applied to the active page when clicked or to the page it
 * is dropped on (spec 001 section 4.11), with a spinner while that happens; a right-click or the
 * card's menu button opens its context menu.
 */
export function TemplateCard({ template }: { template: ListedTemplate }) {
  const [assigning, setAssigning] = useState(false);
  const busy = useIsApplying('template', template.id);
  const layout = template.template.layoutDimensions;
  const aspect = toPx(layout.flatWidth, layout.units) / toPx(layout.flatHeight, layout.units);
  const picture = template.previewData ?? <TemplateThumbnail template={template.template} />;
  return (
    <CardWithMenu
      name={template.name}
      testId="template-card"
      dataAttributes={{ 'data-template-id': template.id }}
      menuWidth={250}
      menuTestId="template-menu"
      menu={() => <TemplateMenu template={template} onEditAssignment={() => setAssigning(true)} />}
    >
      <ItemTile
        label={template.name}
        picture={picture}
        aspect={aspect}
        onClick={() => void applyTemplateWithSizeCheck(template.id, useEditor.getState().activePageId)}
        dragProps={panelDragProps({ kind: 'template', templateId: template.id })}
        testId="template-tile"
      />
      {template.designSet && <DesignSetIcon name={template.designSet.name} />}
      {busy && (
        <Center pos="absolute" inset={0} bg="rgba(255,255,255,.6)" style={{ pointerEvents: 'none' }}>
          <Loader size="sm" aria-label={`Applying ${template.name}`} />
        </Center>
      )}
      {assigning && <AssignmentDialog template={template} onClose={() => setAssigning(false)} />}
    </CardWithMenu>
  );
}
