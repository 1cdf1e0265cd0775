import { CAROUSEL_PER_SLIDE, type Orientation, type Template, orientationOf, slidesByOrientation, toPx } from '@layout/model';
import { Loader, Text } from '@mantine/core';
import { panelDragProps } from '../../canvas/panelDrop';
import { applyTemplateWithSizeCheck, useIsApplying } from '../../library/applyFromLibrary';
import { ItemTile } from '../../library/ui/ItemTile';
import { useEditor } from '../../state/editorStore';
import { TemplateThumbnail } from '../templates/TemplateThumbnail';
import { SectionFrame } from './SectionFrame';
import { SectionItems } from './SectionItems';

const TEMPLATE_SLIDES: Record<Orientation, number> = { landscape: CAROUSEL_PER_SLIDE.templatesLandscape, portrait: CAROUSEL_PER_SLIDE.templatesPortrait };

/** A template's page size in px, which decides its orientation. */
function pageSize(template: Template) {
  const layout = template.template.layoutDimensions;
  return { width: toPx(layout.flatWidth, layout.units), height: toPx(layout.flatHeight, layout.units) };
}
const templateOrientation = (template: Template) => orientationOf(pageSize(template));

function TemplateTile({ template }: { template: Template }) {
  const applying = useIsApplying('template', template.id);
  const size = pageSize(template);
  return (
    <div data-testid="my-template">
      <ItemTile
        label={`Apply ${template.name}`}
        picture={template.previewData ?? <TemplateThumbnail template={template.template} />}
        aspect={size.width / size.height}
        onClick={() => void applyTemplateWithSizeCheck(template.id, useEditor.getState().activePageId)}
        dragProps={panelDragProps({ kind: 'template', templateId: template.id })}
      >
        {applying && <Loader size="sm" style={{ position: 'absolute', inset: 0, margin: 'auto' }} aria-label="Applying the template" />}
      </ItemTile>
      <Text size="xs" truncate mt={2} title={template.name}>
        {template.name}
      </Text>
    </div>
  );
}

/**
 * Assigned to me / Assigned by me (under 'My Templates'): templates a designer assigned to the
 * user, or that the designer or admin assigned to others. A click applies one to the active page
 * and a drag to the page it is let go on, with the size check of the Templates panel. Slides hold
 * 2 landscape or 3 portrait templates (spec 001 section 9).
 */
export function TemplatesSection({ section, templates, loading }: { section: 'assignedToMe' | 'assignedByMe'; templates: readonly Template[] | undefined; loading: boolean }) {
  const tile = (template: Template) => <TemplateTile template={template} />;
  const label = section === 'assignedToMe' ? 'Assigned to me' : 'Assigned by me';
  return (
    <SectionFrame
      section={section}
      count={templates?.length}
      loading={loading}
      emptyText={section === 'assignedToMe' ? 'Templates a designer assigns to you appear here.' : 'Templates you assign to users appear here.'}
    >
      {(expanded) => (
        <SectionItems
          expanded={expanded}
          gridColumns={2}
          items={templates ?? []}
          perSlide={TEMPLATE_SLIDES.landscape}
          groupSlides={(items) => slidesByOrientation(items, templateOrientation, TEMPLATE_SLIDES)}
          columns={(slide) => TEMPLATE_SLIDES[slide[0] ? templateOrientation(slide[0]) : 'landscape']}
          label={label}
          render={tile}
          itemKey={(t) => t.id}
        />
      )}
    </SectionFrame>
  );
}
