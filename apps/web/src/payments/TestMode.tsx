import { TEST_CARDS } from '@layout/model';
import { Alert, Button, Collapse, Table, Text } from '@mantine/core';
import { useId, useState } from 'react';

/** The banner of every screen of the built-in test provider: nothing real is charged. */
export function TestModeBanner() {
  return (
    <Alert color="orange" variant="filled" title="TEST MODE — no real card is charged" data-testid="test-mode-banner">
      This is Layout’s built-in test payment. Use one of the test cards, with any name, any future expiry date and any 3-digit CSV.
    </Alert>
  );
}

/** The test cards behind a button, for a dialog with little room. */
export function TestCardsToggle() {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div>
      <Button variant="subtle" size="compact-sm" onClick={() => setShown((s) => !s)} aria-expanded={shown} aria-controls={id}>
        {shown ? 'Hide the test cards' : 'Show the test cards'}
      </Button>
      <Collapse expanded={shown} id={id} mt={shown ? 'xs' : 0}>
        <TestCardList />
      </Collapse>
    </div>
  );
}

/** The test cards the built-in provider knows (README 'Payments'), and what each does. */
export function TestCardList() {
  return (
    <Table withTableBorder striped fz="sm" data-testid="test-cards" aria-label="Test cards">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Test card number</Table.Th>
          <Table.Th>Card type</Table.Th>
          <Table.Th>Result</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {TEST_CARDS.map((card) => (
          <Table.Tr key={card.number}>
            <Table.Td ff="monospace">{card.number}</Table.Td>
            <Table.Td>{card.cardType}</Table.Td>
            <Table.Td>
              {card.outcome === 'approved' ? (
                <Text size="sm" c="teal">
                  Approved
                </Text>
              ) : (
                <Text size="sm" c="red">
                  Declined: {card.reason}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
