// The shop's own lint rules.

/**
 * Names a message constant goes by: MSG, LIFE_MSG, any …_MSG, …_TEXT(S) or …_MESSAGE(S). (Names such
 * as PRICES_CHANGED were matched too until those English constants gave way to keys; the pattern
 * then caught only DEFAULT_IF_MISSING, a setting.)
 */
const MESSAGE_NAME = /(^|_)(MSG|TEXTS?|MESSAGES?)$/;

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
 * A decision made on a message's words: `body.message === MSG.orderPlaced`, `text === ORDER_UPDATES_MSG.chooseChannel`.
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

/**
 * The SPEC's wire names (SPEC §6–7: the product's and the order's fields as the old app's API
 * spelled them). Routes and their schemas speak them at the edge, and the db layer reads the
 * table columns named after them; inside, the code says `mrp`, `price`, `minQty`, `maxQty` and
 * one `deliveryMode` (issue 27).
 */
export const WIRE_NAMES = new Set([
  'previous_price',
  'discount_price',
  'pmin_count',
  'pmax_count',
  'sort_details',
  'is_type',
  'deal_amount',
  'deal_point',
  'flag',
  'mobileno',
  'firstname',
  'lastname',
  'total_reward',
  'offer_type',
  'offer_value',
]);

const keyName = (node) =>
  node?.type === 'Identifier' ? node.name : node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;

const noWireNames = {
  meta: {
    type: 'suggestion',
    docs: { description: "SPEC wire names only at the API's edge (routes, schemas, the db layer's columns)" },
    messages: { wire: '`{{name}}` is a SPEC wire name: inside the code say what it means (mrp, price, minQty, maxQty, deliveryMode…).' },
    schema: [],
  },
  create(context) {
    const check = (key, computed) => {
      if (computed) return;
      const name = keyName(key);
      if (name && WIRE_NAMES.has(name)) context.report({ node: key, messageId: 'wire', data: { name } });
    };
    return {
      Property: (node) => check(node.key, node.computed),
      MemberExpression: (node) => check(node.property, node.computed),
      TSPropertySignature: (node) => check(node.key, node.computed),
      PropertyDefinition: (node) => check(node.key, node.computed),
    };
  },
};

export const shopRules = { 'no-decision-on-words': noDecisionOnWords, 'no-wire-names': noWireNames };
