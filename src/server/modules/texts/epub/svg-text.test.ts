import { describe, expect, it } from 'vitest';
import { svgParagraphs } from './svg-text.ts';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">${body}</svg>`;

describe('svgParagraphs: the text of a fixed-layout page', () => {
  it('reads per-glyph x lists and glyphs placed one by one as the words they spell', () => {
    const body = [
      '<text x="10 18 26 34" y="40">Once</text>',
      '<text y="40"><tspan x="60">u</tspan><tspan x="68">p</tspan><tspan x="76">o</tspan><tspan x="84">n</tspan><tspan x="92"> </tspan><tspan x="100">a</tspan></text>',
      '<text x="120" y="40">time,</text>',
    ].join('');
    expect(svgParagraphs(svg(body))).toEqual(['Once upon a time,']);
  });

  it('orders lines top to bottom and left to right, joins lines a usual step apart, and splits at a larger gap', () => {
    const body = [
      // Written out of order: the second line first, the right half of the first line before its left.
      '<text x="20" y="130">by the river.</text>',
      '<text x="200" y="100">lived a fox</text>',
      '<text x="20" y="100">Long ago</text>',
      '<text x="20" y="160">It was small</text>',
      '<text transform="translate(20 300)">The end.</text>',
    ].join('');
    expect(svgParagraphs(svg(body))).toEqual(['Long ago lived a fox by the river. It was small', 'The end.']);
  });

  it('adds up every translate and matrix step of a transform, SVG numbers separated by spaces or commas', () => {
    const body = [
      '<text transform="translate(20 400) translate(0,-300)">Long ago</text>',
      '<text transform="scale(1) matrix(1 0 0 1 20 600) translate(0 -440)">there lived a fox.</text>',
      '<text x="20" y="300">The end.</text>',
      '<text x="20" y="130">Then</text>',
    ].join('');
    expect(svgParagraphs(svg(body))).toEqual(['Long ago Then there lived a fox.', 'The end.']);
  });

  it('moves text by the transforms of the groups around it, each group adding its own', () => {
    const body = [
      '<g transform="translate(0 300)"><text x="20" y="0">The end.</text></g>',
      '<g transform="translate(20,100)"><g/><g transform="translate(0 60)"><text>there lived a fox.</text></g>',
      '<text>Long ago</text></g>',
    ].join('');
    expect(svgParagraphs(svg(body))).toEqual(['Long ago there lived a fox.', 'The end.']);
  });

  it('starts a line at each tspan that moves down, keeps small caps and ligatures as written, decodes entities', () => {
    const body =
      '<text x="10" y="50"><tspan>The ﬁrst</tspan><tspan x="10" dy="20">ᴅᴀʏ &amp; night</tspan></text>';
    expect(svgParagraphs(svg(body))).toEqual(['The ﬁrst ᴅᴀʏ & night']);
  });

  it('has no paragraphs without text', () => {
    expect(svgParagraphs(svg('<rect width="10" height="10"/><text x="1" y="1">  </text>'))).toEqual([]);
  });
});
