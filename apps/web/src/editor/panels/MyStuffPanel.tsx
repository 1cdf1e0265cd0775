import { MY_STUFF_GROUPS, type MyStuffSection, type UserData, visibleMyStuffSections } from '@layout/model';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { useAppConfig } from '../../app/config';
import { ExternalOrRouterLink } from '../../auth/ExternalOrRouterLink';
import { useSession } from '../../session/store';
// Registers the drops of designs and templates onto pages (applyFromLibrary).
import '../library/applyFromLibrary';
import { SearchBox } from '../library/ui/SearchBox';
import { ColoursSection } from './myStuff/ColoursSection';
import { DesignsSection } from './myStuff/DesignsSection';
import { FontsSection } from './myStuff/FontsSection';
import { IconsSection } from './myStuff/IconsSection';
import { IllustrationsSection } from './myStuff/IllustrationsSection';
import { type MyStuffLists, useMyStuffLists } from './myStuff/lists';
import { PicturesSection } from './myStuff/PicturesSection';
import { PlanBar } from './myStuff/PlanBar';
import { useMyStuff } from './myStuff/state';
import { TemplatesSection } from './myStuff/TemplatesSection';

/** My Stuff (spec 001 section 2.3): the sign-up prompt for guests, the user's own library for everyone else. */
export function MyStuffPanel() {
  const user = useSession((s) => s.user);
  const { signUpUrl } = useAppConfig();
  if (!user || user.role === 'guest') {
    return (
      <Stack align="center" ta="center" py="lg">
        <Title order={4}>SIGN UP FOR FREE</Title>
        <Button component={ExternalOrRouterLink} to={signUpUrl} color="accent.4" c="layout.9">
          Create free account
        </Button>
        <Anchor component={Link} to="/auth/login" size="sm">
          Already a member? Log in
        </Anchor>
      </Stack>
    );
  }
  return <MyLibrary user={user} />;
}

/**
 * The signed-in user's My Stuff: search, plan bar and the sections under their headings. One
 * section may be expanded (View all), hiding the others; brand-colour management shows only My
 * brand colours. Opening the panel turns that mode on if it was asked for; leaving turns it off.
 */
function MyLibrary({ user }: { user: UserData }) {
  const expanded = useMyStuff((s) => s.expanded);
  const query = useMyStuff((s) => s.query);
  const managing = useMyStuff((s) => s.brandColourManagement);
  const search = useMyStuff((s) => s.search);
  useEffect(() => {
    useMyStuff.getState().panelOpened();
    return () => useMyStuff.getState().panelLeft();
  }, []);
  const lists = useMyStuffLists(user);

  if (managing) return <ColoursSection colours={lists.colours.items} loading={lists.colours.loading} managing />;

  const searching = query.trim() !== '';
  // While searching, a section with nothing that matches goes; one still loading stays (its spinner).
  const shown = visibleMyStuffSections(user.role, { expanded, brandColourManagement: false }).filter((section) => !searching || (lists[section].filter(query)?.length ?? 1) > 0);
  return (
    <Stack gap="md" data-testid="my-stuff">
      <div>
        <SearchBox placeholder="assets" value={query} onSearch={search} />
        {!expanded && <PlanBar user={user} savedDesigns={lists.designs.items?.length} />}
      </div>
      {searching && shown.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="my-stuff-no-match">
          Nothing in My Stuff matches "{query}".
        </Text>
      )}
      {MY_STUFF_GROUPS.map((group) => {
        const sections = group.sections.filter((s) => shown.includes(s));
        if (sections.length === 0) return null;
        return (
          <Stack key={group.heading ?? 'mine'} gap="md">
            {group.heading && !expanded && (
              <Title order={4} size="h6" tt="uppercase" c="layout.8" mb={-6}>
                {group.heading}
              </Title>
            )}
            {sections.map((section) => (
              <Section key={section} section={section} lists={lists} query={query} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}

/** One section with the items the search keeps. */
function Section({ section, lists, query }: { section: MyStuffSection; lists: MyStuffLists; query: string }): ReactNode {
  switch (section) {
    case 'designs':
      return <DesignsSection designs={lists.designs.filter(query)} loading={lists.designs.loading} />;
    case 'images':
      return <PicturesSection kind="image" images={lists.images.filter(query)} loading={lists.images.loading} />;
    case 'logos':
      return <PicturesSection kind="logo" images={lists.logos.filter(query)} loading={lists.logos.loading} />;
    case 'icons':
      return <IconsSection icons={lists.icons.filter(query)} loading={lists.icons.loading} />;
    case 'colours':
      return <ColoursSection colours={lists.colours.filter(query)} loading={lists.colours.loading} managing={false} />;
    case 'fonts':
      return <FontsSection fonts={lists.fonts.filter(query)} loading={lists.fonts.loading} />;
    case 'purchasedIllustrations':
      return <IllustrationsSection illustrations={lists.purchasedIllustrations.filter(query)} loading={lists.purchasedIllustrations.loading} />;
    case 'assignedToMe':
    case 'assignedByMe':
      return <TemplatesSection section={section} templates={lists[section].filter(query)} loading={lists[section].loading} />;
  }
}
