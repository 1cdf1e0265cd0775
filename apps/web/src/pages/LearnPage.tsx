import { List, Text, Title } from '@mantine/core';
import { useAppConfig } from '../app/config';
import { TextPage } from './TextPage';

/** /learn: Layout's own help, the Learn link's target when the print company configured none. */
export function LearnPage() {
  const { productName } = useAppConfig();
  return (
    <TextPage title={`Learn ${productName}`}>
      <Text>
        {productName} lets you design business cards, flyers, stickers, greeting cards and documents in your browser and download them ready for print. It works on a desktop or
        laptop computer with a window at least 1200 pixels wide.
      </Text>

      <Title order={2} size="h4" mt="xl" mb="xs">
        Start a design
      </Title>
      <List spacing={4}>
        <List.Item>Press + New in the left menu and choose the product and size you want to print.</List.Item>
        <List.Item>Or open Templates and pick a ready-made design to change.</List.Item>
        <List.Item>Add words from the Text panel and shapes from the Shapes panel, then drag them into place.</List.Item>
        <List.Item>Double-click a text to change its words; select it to change its font, size and colour.</List.Item>
        <List.Item>The guides show the margins and columns; keep important text inside the margins.</List.Item>
      </List>

      <Title order={2} size="h4" mt="xl" mb="xs">
        Save your work
      </Title>
      <List spacing={4}>
        <List.Item>Create a free account to save designs; a free account keeps up to 10.</List.Item>
        <List.Item>Save keeps your changes; Save as makes a copy under a new name.</List.Item>
        <List.Item>Your saved designs are in My Stuff, in the left menu.</List.Item>
      </List>

      <Title order={2} size="h4" mt="xl" mb="xs">
        Download and print
      </Title>
      <List spacing={4}>
        <List.Item>Download gives you a Print Ready PDF (with bleed and crop marks), a Standard PDF, a JPG or a PNG.</List.Item>
        <List.Item>Export to Print, where it is offered, sends your design to the print shop and takes you to the order page.</List.Item>
      </List>
    </TextPage>
  );
}
