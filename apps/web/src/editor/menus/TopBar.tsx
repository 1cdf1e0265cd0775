import { canExportToPrint, canSaveTemplates, currentState, isSignedIn } from '@layout/model';
import { Anchor, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../app/config';
import { ExternalOrRouterLink } from '../../auth/ExternalOrRouterLink';
import { logout } from '../../session/logout';
import { useSession } from '../../session/store';
import { useCurrentProduct } from '../library/catalogue';
import { CommandButton, CommandMenuItem } from '../CommandButton';
import { saveMenuEntries } from '../commands';
import { openDialog } from '../dialogs/dialogQueue';
import { DesignName } from './DesignName';
import { SaveStatus } from './SaveStatus';
import { hasPrintSite, openPrintSite } from './printSite';
import { useEditor } from '../state/editorStore';
import { useCreatorPageMemory } from '../../orders/exportToPrint';
import './darkBars.css';

function initials(first = '', last = ''): string {
  return `${first.trim()[0] ?? ''}${last.trim()[0] ?? ''}`.toUpperCase() || '?';
}

/** The document's flat size in its units; opens Setup. */
function DocumentSize() {
  const size = useEditor((s) => {
    const { flatWidth, flatHeight, units } = currentState(s.history).layoutDimensions;
    return `${+flatWidth.toFixed(2)} x ${+flatHeight.toFixed(2)} ${units}`;
  });
  return (
    <Anchor component="button" c="gray.3" size="sm" onClick={() => useEditor.getState().setOpenMenu('Setup')} data-testid="document-size">
      {size}
    </Anchor>
  );
}

/** The Save split button's menu by role (commands.ts saveMenuEntries): templates for designers and admins. */
function SaveMenuEntries() {
  const viewer = useSession((s) => s.user);
  const documentType = useEditor((s) => s.info.documentType);
  const ownerId = useEditor((s) => s.info.ownerId);
  return saveMenuEntries(viewer, { documentType, ownerId }).map((id) => <CommandMenuItem key={id} command={id} />);
}

/** The top bar (spec 001 section 2.4): signed-in and guest variants. */
export function TopBar({ creatorName }: { creatorName?: string }) {
  const config = useAppConfig();
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const exportToPrint = canExportToPrint(user, product);
  // The creator named when this design is sent to print (orders/printHandOff.ts).
  useCreatorPageMemory(creatorName);
  // An account still holding the guest role saves nothing (the server's SIGNED_IN): it gets the guest variant, with its account menu.
  const signedIn = user !== null && isSignedIn(user.role);

  return (
    // The banner landmark; the product name is the editor's level-one heading.
    <Group h={56} px="md" justify="space-between" bg="layout.9" c="white" wrap="nowrap" data-testid="top-bar" data-dark-bar renderRoot={(props) => <header {...props} />}>
      <Group gap="sm" wrap="nowrap">
        <Text component="h1" fw={800} fz={22} c="white">
          {config.productName}
        </Text>
        {creatorName && (
          <Text c="accent.3" fw={600}>
            {creatorName}
          </Text>
        )}
        {signedIn && (
          <>
            <DesignName />
            <DocumentSize />
          </>
        )}
      </Group>
      {signedIn ? (
        <Group gap="xs" wrap="nowrap">
          <SaveStatus />
          <Group gap={0} wrap="nowrap">
            <CommandButton command="save" color="accent.4" c="layout.9" data-testid="save-button" style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }} />
            {/* Its menu opens inside the banner, not in a portal outside every landmark (axe's 'region'). */}
            <Menu position="bottom-end" withinPortal={false}>
              <Menu.Target>
                <Button color="accent.5" c="layout.9" px={8} aria-label="More save options" style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}>
                  ▾
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <SaveMenuEntries />
              </Menu.Dropdown>
            </Menu>
          </Group>
          <CommandButton command="download" variant="white" color="layout.9" />
          {exportToPrint && <CommandButton command="exportToPrint" variant="outline" color="gray.0" />}
          <AccountMenu />
        </Group>
      ) : (
        <Group gap="md" wrap="nowrap">
          <Text size="sm">To save a design, login or sign up to {config.productName}</Text>
          <Anchor component={ExternalOrRouterLink} to={config.signUpUrl} c="accent.3" fw={600} size="sm">
            Create free account
          </Anchor>
          {user ? (
            <AccountMenu />
          ) : (
            <Button variant="white" color="layout.9" onClick={() => navigate('/auth/login')}>
              Login
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}

/** The account button and its menu: the e-mail, Change password and Go to print site for signed-in roles, Logout. */
function AccountMenu() {
  const config = useAppConfig();
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  if (!user) return null;
  return (
    // Inside the banner, as the save menu (above).
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <UnstyledButton aria-label="Account" w={36} h={36} bg="accent.4" c="layout.9" fw={700} style={{ borderRadius: '50%', textAlign: 'center' }}>
          {initials(user.firstname, user.lastname)}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {/* An account still holding the guest role may not change it (the server's SIGNED_IN). */}
        {isSignedIn(user.role) && <Menu.Item onClick={() => openDialog({ kind: 'changePassword' })}>Change password</Menu.Item>}
        {/* The print company's site, signed in through a redirect token (README 'Connecting a print company's site'). */}
        {isSignedIn(user.role) && hasPrintSite(config.mainWebsiteUrl) && <Menu.Item onClick={() => void openPrintSite(config.mainWebsiteUrl)}>Go to print site</Menu.Item>}
        {canSaveTemplates(user.role) && <Menu.Item onClick={() => navigate('/sales')}>{user.role === 'admin' ? 'All sales' : 'My sales'}</Menu.Item>}
        {isSignedIn(user.role) && <Menu.Item onClick={() => navigate('/orders')}>My orders</Menu.Item>}
        {user.role === 'admin' && <Menu.Item onClick={() => navigate('/admin/orders')}>Orders inbox</Menu.Item>}
        {user.role === 'admin' && <Menu.Item onClick={() => navigate('/admin/print-colours')}>Print colours</Menu.Item>}
        <Menu.Item
          onClick={() => {
            logout();
            navigate('/auth/login');
          }}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
