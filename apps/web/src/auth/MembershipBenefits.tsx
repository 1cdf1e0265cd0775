import { List, Paper, ThemeIcon, Title } from '@mantine/core';

/** What a free account gives, exactly as spec 000 section 2 lists it. */
export const MEMBERSHIP_BENEFITS = [
  'Free template designs',
  'Save designs',
  'Upload images',
  'Upload logos',
  'Upload fonts',
  'Custom colour palettes',
  'Link from a file-hosting service',
  'Export print quality files',
] as const;

/** The register screen's left column. */
export function MembershipBenefits() {
  return (
    <Paper bg="layout.0" p="lg" radius="md" h="100%">
      <Title order={2} size="h4" mb="md">
        Membership benefits
      </Title>
      <List
        spacing="sm"
        center
        icon={
          <ThemeIcon size={22} radius="xl" color="accent.4" aria-hidden>
            ✓
          </ThemeIcon>
        }
      >
        {MEMBERSHIP_BENEFITS.map((benefit) => (
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
