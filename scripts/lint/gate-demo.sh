#!/bin/bash
# Shows the gate refusing each kind of mistake on a scratch copy, then passing.
# Usage: git worktree add /tmp/gate-demo HEAD && ln -s "$PWD/node_modules" /tmp/gate-demo/ && scripts/lint/gate-demo.sh /tmp/gate-demo
# It rewrites and cleans the tree it is given, so it runs only in a linked worktree, never the main one.
set -u
cd "${1:?a scratch copy of the tree (git worktree add), never your own}"
if [ "$(git rev-parse --git-dir)" = "$(git rev-parse --git-common-dir)" ]; then
  echo "gate-demo: $PWD is not a linked worktree; refusing to rewrite it" >&2
  exit 2
fi
run() { echo "=== $1"; nice -n 10 npm run gate > /tmp/gate-demo-step.log 2>&1; echo "exit $?"; grep -E "error TS|error ts\(|error  |✖|\[warn\] [a-z]|Code style issues|import/no-cycle|boundaries|no-restricted" /tmp/gate-demo-step.log | head -6; git checkout -q -- . ; git clean -qfd -e node_modules; }
# 1. a type error
sed -i 's/export function readQueueSearch(raw: string): QueueSearch | null {/export function readQueueSearch(raw: string): QueueSearch | null {\n  const paise: number = raw;/' src/lib/domain/staff/queue-search.ts
run "a type error (a string where paise go)"
# 2. a boundary breach: the domain reaching into the database layer
sed -i "1i import { listOrderNotes } from '../../../../functions/api/db/orders/order-notes';\nvoid listOrderNotes;" src/lib/domain/staff/queue-search.ts
run "a boundary breach (src/lib/domain importing functions/api/db)"
# 3. an import cycle
printf "import { pickSections } from './slot-pick-list';\nexport const again = pickSections;\n" > src/lib/domain/checkout/cycle-demo.ts
sed -i "1i import { again } from './cycle-demo';\nvoid again;" src/lib/domain/checkout/slot-pick-list.ts
run "an import cycle (slot-pick-list <-> cycle-demo)"
# 4. an unformatted file
sed -i 's/^export const TAIL_MIN = 4;/export const   TAIL_MIN=4 ;/' src/lib/domain/staff/queue-search.ts
run "an unformatted file"
# 5. as committed
run "the tree as committed"
