// Local ESLint rule: the words a user reads on a web page come from the feature's messages.ts
// catalogue (decisions.md: Language and formats), so Hindi and Telugu can be added without
// touching components. JSX text and the attributes a user sees or hears (aria-label, title,
// placeholder, alt) may hold punctuation, numbers and symbols, never words.

// a word: letters of any script, with the digits joined to them ('24K'); text without one
// ('₹', '·', '/', '100%', '→', '999') is not words
const WORD = /[\p{L}\p{N}]*\p{L}[\p{L}\p{N}]*/gu;

/**
 * Words allowed inline, each with its reason. Keep it short: anything a translator would touch
 * belongs in a catalogue.
 */
const ALLOWED = new Map([
  ['24K', 'the purity stamp drawn on a gold bar or coin in an illustration, as it is struck'],
  [
    'EST',
    "the jewellery house seal's lettering ('EST. 1999'): part of the drawn mark, never translated",
  ],
]);

const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
]);

const isWords = (text) => (text.match(WORD) ?? []).some((word) => !ALLOWED.has(word));

/** The literal strings an expression shows as it is: itself, or the branches of a ?: or &&/||. */
function shownStrings(node, out = []) {
  if (!node) return out;
  if (node.type === 'Literal' && typeof node.value === 'string') out.push([node, node.value]);
  else if (node.type === 'TemplateLiteral')
    out.push([node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ')]);
  else if (node.type === 'ConditionalExpression') {
    shownStrings(node.consequent, out);
    shownStrings(node.alternate, out);
  } else if (node.type === 'LogicalExpression') {
    shownStrings(node.left, out);
    shownStrings(node.right, out);
  }
  return out;
}

const webText = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Text a user reads on a page comes from the feature's messages.ts catalogue, not a literal in JSX.",
    },
    messages: {
      text: "User text '{{text}}' belongs in the feature's messages.ts catalogue: refer to it there (e.g. {m.title}).",
      attribute:
        "The {{name}} '{{text}}' is user text: take it from the feature's messages.ts catalogue.",
    },
    schema: [],
  },
  create(context) {
    const report = (node, messageId, text, name) =>
      context.report({
        node,
        messageId,
        data: { text: text.trim().replace(/\s+/g, ' ').slice(0, 40), name },
      });
    const isChild = (node) =>
      node.parent && (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment');
    return {
      JSXText(node) {
        if (isWords(node.value)) report(node, 'text', node.value);
      },
      JSXExpressionContainer(node) {
        if (!isChild(node)) return;
        for (const [n, text] of shownStrings(node.expression))
          if (isWords(text)) report(n, 'text', text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !VISIBLE_ATTRIBUTES.has(name) || !node.value) return;
        const strings =
          node.value.type === 'JSXExpressionContainer'
            ? shownStrings(node.value.expression)
            : shownStrings(node.value);
        for (const [n, text] of strings) if (isWords(text)) report(n, 'attribute', text, name);
      },
    };
  },
};

export default webText;
