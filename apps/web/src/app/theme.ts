import { PRIMARY_COLOR, SECONDARY_COLOR } from '@layout/model';
import { type MantineColorsTuple, createTheme } from '@mantine/core';

// Ten shades around the brand colours (index 9 and 5 are the spec's primary and secondary).
const layout: MantineColorsTuple = ['#eef1f6', '#dde2ec', '#b8c2d7', '#91a0c1', '#7083ae', '#5b71a3', '#4f679e', '#40578a', '#364c7c', PRIMARY_COLOR];
const accent: MantineColorsTuple = ['#e3f9fd', '#d2f0f7', '#a7e0ed', '#77cfe3', SECONDARY_COLOR, '#3cbcdb', '#28b6d8', '#119fbf', '#008eaa', '#007b95'];

export const theme = createTheme({
  primaryColor: 'layout',
  primaryShade: 9,
  colors: { layout, accent },
  fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
});
