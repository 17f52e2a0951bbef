/**
 * `oja/no-literal-text`: shopper-facing JSX says nothing in a literal (issue 31). Every text a
 * shopper reads comes from the message catalogue (`t('id')`), so a page in Yorùbá, Hausa or Igbo
 * never shows an English word. Reported: JSX text with a letter in it, a string with a letter as a
 * child (`{'Next'}`, `{`from ${x}`}`), and a string with a letter in an attribute a person reads or
 * hears (`aria-label`, `title`, `alt`, `placeholder`, `label`). Symbols, digits and punctuation
 * (`·`, `›`, `×`, `—`, `1`), the shop's name, Oja, and WhatsApp's are allowed. The back office (routes/admin, features/admin) is English
 * by design and is not checked (eslint.config.js).
 */
const letter = /\p{L}/u;
const spoken = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label']);

/** Names are the same in every language: the shop's, and WhatsApp's (its contact link). */
const names = /\b(?:Oja|WhatsApp)\b/g;

function hasLetters(text) {
  return typeof text === 'string' && letter.test(text.replace(names, ''));
}

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join('');
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Shopper-facing JSX takes its texts from the message catalogue, never from a literal.' },
    schema: [],
    messages: {
      literal:
        'Shopper-facing text "{{text}}" is a literal: say it with t(\'…\') from the catalogue (all five languages).',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasLetters(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        const text = literalText(node.expression);
        if (hasLetters(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!spoken.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (hasLetters(text)) report(node, text);
      },
    };
  },
};
