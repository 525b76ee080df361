// The shop's own lint rules.

/** Names of the message constants: MSG, SLOT_MSG, LIFE_MSG, UPI_TEXT, ACCOUNT_MSG, PRICES_CHANGED… */
const MESSAGE_NAME = /(^|_)(MSG|TEXTS?|MESSAGES?)$|^[A-Z][A-Z_]*_(CHANGED|MISSING|REQUIRED|INVALID)$/;

function isMessageText(node) {
  if (!node) return false;
  if (node.type === 'Identifier') return MESSAGE_NAME.test(node.name);
  if (node.type === 'MemberExpression') {
    if (!node.computed && node.property.type === 'Identifier' && node.property.name === 'message') return true;
    return isMessageText(node.object);
  }
  if (node.type === 'ChainExpression') return isMessageText(node.expression);
  return false;
}

const isEmpty = (node) =>
  (node.type === 'Literal' && (node.value === null || node.value === '')) || (node.type === 'Identifier' && node.name === 'undefined');

/**
 * A decision made on a message's words: `body.message === MSG.orderPlaced`, `text === PRICES_CHANGED`.
 * The words come back in the shopper's language, so such a comparison holds in English only (it
 * refused every Kannada and Hindi cash order once). Decide on `status` or the answer's `code`.
 */
const noDecisionOnWords = {
  meta: {
    type: 'problem',
    docs: { description: "decide on an answer's status or code, never on its message text" },
    messages: { words: "A decision on a message's words: compare the answer's `status` or `code` (ANSWER_CODE) instead." },
    schema: [],
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        if (isEmpty(node.left) || isEmpty(node.right)) return;
        if (isMessageText(node.left) || isMessageText(node.right)) context.report({ node, messageId: 'words' });
      },
    };
  },
};

export const shopRules = { 'no-decision-on-words': noDecisionOnWords };
