import { CAROUSEL_PER_SLIDE, type DesignSummary } from '@layout/model';
import { ActionIcon, Loader, Menu, Text } from '@mantine/core';
import { panelDragProps } from '../../canvas/panelDrop';
import { useIsApplying } from '../../library/applyFromLibrary';
import { ItemTile } from '../../library/ui/ItemTile';
import { useSaveActions } from '../../saving';
import { useEditor } from '../../state/editorStore';
import { confirmDeleteDesign, startCopyDesign } from './designActions';
import { SectionFrame } from './SectionFrame';
import { SectionItems } from './SectionItems';
import { WithActions } from './tiles';

/**
 * My designs: each opens on a click (after the unsaved-changes question), applies its first page
 * to the page it is dropped on, and has Copy design and Delete in its menu.
 */
export function DesignsSection({ designs, loading }: { designs: readonly DesignSummary[] | undefined; loading: boolean }) {
  const tile = (design: DesignSummary) => <DesignTile design={design} />;
  return (
    <SectionFrame section="designs" count={designs?.length} loading={loading} emptyText="Designs you save appear here.">
      {(expanded) => (
        <SectionItems expanded={expanded} gridColumns={2} items={designs ?? []} perSlide={CAROUSEL_PER_SLIDE.designs} label="My designs" render={tile} itemKey={(d) => d.id} />
      )}
    </SectionFrame>
  );
}

function DesignTile({ design }: { design: DesignSummary }) {
  const { openDesign } = useSaveActions();
  const applying = useIsApplying('design', design.id);
  const isOpen = useEditor((s) => s.info.id === design.id);
  return (
    <div data-testid="my-design">
      <WithActions
        actions={
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon size={20} variant="default" radius="xl" aria-label={`Actions for ${design.name}`} style={{ opacity: 0.9 }}>
                ⋯
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => openDesign(design)} disabled={isOpen}>
                Open
              </Menu.Item>
              <Menu.Item onClick={() => startCopyDesign(design)}>Copy design</Menu.Item>
              <Menu.Item color="red" onClick={() => confirmDeleteDesign(design)}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        }
      >
        <ItemTile
          label={`Open ${design.name}`}
          // A design saved without a picture of its page (through the API) shows a blank page.
          picture={design.preview ?? <div style={{ margin: '12%', height: '76%', background: 'white', boxShadow: '0 1px 3px rgba(0,0,0,0.25)' }} />}
          aspect={1.35}
          onClick={() => openDesign(design)}
          dragProps={panelDragProps({ kind: 'design', designId: design.id })}
          // The open design's ring: a shadow, so the keyboard focus ring (an outline) still shows around it.
          style={isOpen ? { boxShadow: '0 0 0 2px var(--mantine-color-accent-4)' } : undefined}
          testId="my-design-tile"
        >
          {applying && <Loader size="sm" style={{ position: 'absolute', inset: 0, margin: 'auto' }} aria-label="Applying the design" />}
        </ItemTile>
      </WithActions>
      <Text size="xs" fw={600} truncate mt={2} title={design.name} data-testid="my-design-name">
        {design.name}
      </Text>
    </div>
  );
}
