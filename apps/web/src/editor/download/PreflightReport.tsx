import { PREFLIGHT_GROUPS, type PreflightFinding } from '@layout/model';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';

/**
 * The preflight report of a Print Ready PDF (issue 6): findings grouped by kind, each naming its
 * page and asset. Warnings only: the Download button stays on. Choosing a finding selects its
 * asset on the canvas (and closes the dialog, so it can be seen and fixed).
 */
export function PreflightReport({ findings, onShow }: { findings: PreflightFinding[] | null; onShow: (finding: PreflightFinding) => void }) {
  if (findings === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="preflight-checking">
        <Loader size="xs" mr={6} />
        Checking your design for print...
      </Text>
    );
  }
  if (findings.length === 0) {
    return (
      <Text size="sm" c="teal.9" data-testid="preflight-clear">
        Print check: no problems found.
      </Text>
    );
  }
  return (
    <Alert color="yellow" title="Print check" data-testid="preflight-report" p="sm">
      <Stack gap={6}>
        {PREFLIGHT_GROUPS.map((group) => {
          const inGroup = findings.filter((f) => (group.kinds as readonly string[]).includes(f.kind));
          if (inGroup.length === 0) return null;
          return (
            <div key={group.title} data-testid={`preflight-group-${group.kinds[0]}`}>
              <Text size="sm" fw={700}>
                {group.title}
              </Text>
              {/* A plain list: Mantine's List item puts its bullet below text that wraps. */}
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {inGroup.map((finding) => (
                  <li key={`${finding.kind}-${finding.assetId}`} data-testid="preflight-finding">
                    {/* A link, not a button: a button is a block in the line, so a wrapped finding pushed its bullet down. */}
                    <Anchor
                      href="#"
                      size="sm"
                      c="dark"
                      title="Select it on the page"
                      onClick={(event) => {
                        event.preventDefault();
                        onShow(finding);
                      }}
                    >
                      Page {finding.pageNumber}: {finding.message}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        <Text size="sm" fw={600}>
          These are warnings; you can still download.
        </Text>
      </Stack>
    </Alert>
  );
}
