import { stripNul } from '../../../strip-nul.ts';

const letterOrDigit = /[\p{L}\p{N}]/u;
/**
 * Whitespace runs other than a lone plain space. Replacing these with a space is the same as
 * replacing every `\s+` run, and several times faster on book text, whose words are mostly
 * separated by one space already: those are left alone instead of replaced with themselves.
 */
const whitespaceToCollapse = /[^\S ]\s*| \s+/g;
/** A NUL, or whitespace that `whitespaceToCollapse` would rewrite. */
const needsRewriting = /[^\S ]| \s|\0/;

/** The text of one paragraph, gathered piece by piece, and the paragraphs made so far. */
export class ParagraphText {
  readonly paragraphs: string[] = [];
  private pending = '';

  add(piece: string) {
    this.pending += piece;
  }

  /** Ends the pending paragraph: kept when it has a letter or digit, NULs dropped, whitespace collapsed. */
  flush() {
    const pending = this.pending;
    if (pending === '') return;
    this.pending = '';
    // Most pending text between blocks is only indentation: rule it out before any rewriting.
    if (!letterOrDigit.test(pending)) return;
    // One scan that usually finds nothing to rewrite saves the NUL scan and the replacing scan.
    const rewrite = needsRewriting.test(pending);
    this.paragraphs.push(
      rewrite ? stripNul(pending).replace(whitespaceToCollapse, ' ').trim() : pending.trim(),
    );
  }
}
