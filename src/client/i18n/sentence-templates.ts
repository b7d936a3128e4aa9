/**
 * Sentences with values in them ("The name field must not be greater than 100 characters."), written
 * as templates with `{{placeholders}}` ("… than {{max}} characters."): an English sentence is matched
 * against the English templates, and its values are carried over into the other language's wording
 * (docs/i18n.md, "The server's sentences").
 */

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The names of a template's placeholders, each once, in order of first appearance. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((found) => found[1] ?? ''))];
}

export const isTemplate = (text: string) => placeholdersOf(text).length > 0;

export interface CompiledTemplate {
  template: string;
  names: string[];
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(template: string): CompiledTemplate {
  const names: string[] = [];
  const literals = template.split(PLACEHOLDER).map((part, index) => {
    if (index % 2 === 0) return escapeRegExp(part);
    names.push(part);
    return '([\\s\\S]+?)';
  });
  return { template, names, pattern: new RegExp(`^${literals.join('')}$`) };
}

/** Length of the words around the placeholders: the more a template spells out, the sooner it is tried. */
const literalLength = (template: string) => template.replace(PLACEHOLDER, '').length;

/**
 * The templates among `texts`, the most specific first, so a sentence that two templates could
 * both read ("… {{title}}" and "… {{title}} (…)") is read by the one that spells out more of it.
 */
export function compileTemplates(texts: Iterable<string>): CompiledTemplate[] {
  return [...texts]
    .filter(isTemplate)
    .sort((a, b) => literalLength(b) - literalLength(a))
    .map(compile);
}

export interface TemplateMatch {
  template: string;
  values: Record<string, string>;
}

/** The template `sentence` was written from, and the values it was written with; undefined if none. */
export function matchTemplate(
  templates: readonly CompiledTemplate[],
  sentence: string,
): TemplateMatch | undefined {
  for (const { template, names, pattern } of templates) {
    const found = pattern.exec(sentence);
    if (!found) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      values[name] ??= found[index + 1] ?? '';
    });
    return { template, values };
  }
  return undefined;
}

/** `template` with each placeholder replaced by its value (a value it lacks is left as the placeholder). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => values[name] ?? placeholder);
}
