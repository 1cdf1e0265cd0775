import { List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAppConfig } from '../app/config';
import { TextPage } from './TextPage';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Title order={2} size="h4" mt="xl" mb="xs">
        {title}
      </Title>
      {children}
    </>
  );
}

/** /terms-and-conditions, linked from the register form's checkbox. */
export function TermsPage() {
  const { productName, supportEmail } = useAppConfig();
  return (
    <TextPage title="Terms and conditions">
      <Text>
        {productName} is an online editor for print material (business cards, stickers, flyers, greeting cards and documents), provided by the print company that runs this website.
        It is built on Layout, open-source software; these terms cover this website and its service, not the software's licence. By creating an account or using the editor you
        agree to them.
      </Text>

      <Section title="Your account">
        <List spacing={4}>
          <List.Item>Give true details when you register and keep your password private.</List.Item>
          <List.Item>You are responsible for what is done with your account.</List.Item>
          <List.Item>We may suspend an account that is used to break these terms or the law.</List.Item>
        </List>
      </Section>

      <Section title="Plans and payments">
        <List spacing={4}>
          <List.Item>A FREE account keeps up to 10 saved designs.</List.Item>
          <List.Item>
            A PRO account keeps an unlimited number of designs for 49 Australian dollars per year, billed annually until you cancel. After cancelling, designs above the FREE limit
            must be deleted before you can save again.
          </List.Item>
          <List.Item>Paid illustrations and graphics are charged when you export or print a design that uses them.</List.Item>
          <List.Item>Prices include the taxes shown at checkout. Card payments are handled by our payment provider.</List.Item>
        </List>
      </Section>

      <Section title="Your content">
        <List spacing={4}>
          <List.Item>You keep the rights to the images, logos, fonts and text you upload.</List.Item>
          <List.Item>Upload only material you have the right to use and to print, and nothing unlawful, hateful or infringing.</List.Item>
          <List.Item>You allow us to store, process and reproduce your content only as needed to let you edit, download and print it.</List.Item>
        </List>
      </Section>

      <Section title="Templates, illustrations and fonts">
        <List spacing={4}>
          <List.Item>Templates and free items may be used in your own designs, for personal or business print.</List.Item>
          <List.Item>Paid items are licensed for the designs you paid for them in. They may not be resold, shared or offered for download on their own.</List.Item>
          <List.Item>Designers who publish templates or graphics confirm they own them, and keep their rights.</List.Item>
        </List>
      </Section>

      <Section title="Printing and files">
        <Text>
          Check every design before you download or order it: what you approve is what is printed. Guides for bleed, margins and image quality are there to help, not a guarantee.
          Keep your own copy of important files; we keep your saved designs while your account exists but cannot promise they are never lost.
        </Text>
      </Section>

      <Section title="Privacy">
        <Text>
          We keep your name, e-mail address, profile details and designs to run your account. We look up the country of your internet address to offer the right print options. We
          do not sell your details.
        </Text>
      </Section>

      <Section title="Liability and changes">
        <Text>
          The editor is provided as it is. As far as the law allows, we are not liable for indirect losses or for the cost of printing a design you approved. We may change these
          terms; we will tell registered users of changes that matter before they apply.
        </Text>
      </Section>

      {supportEmail && (
        <Section title="Contact">
          <Text>
            Questions about these terms: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </Text>
        </Section>
      )}
    </TextPage>
  );
}
