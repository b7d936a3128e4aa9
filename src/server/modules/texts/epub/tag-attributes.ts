/** One pattern per attribute name, made once: a page's every tag is asked for the same few. */
const patterns = new Map<string, RegExp>();

/** The value of attribute `name` in a tag's attribute text, entities not decoded; undefined when absent. */
export function attributeValue(attributes: string, name: string): string | undefined {
  let pattern = patterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i');
    patterns.set(name, pattern);
  }
  const match = pattern.exec(attributes);
  return match ? (match[1] ?? match[2]) : undefined;
}
