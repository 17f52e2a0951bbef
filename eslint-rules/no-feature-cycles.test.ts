import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './no-feature-cycles.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

// A features folder on disk: the rule reads the other features' imports from the files.
const root = mkdtempSync(join(tmpdir(), 'oja-cycles-'));
const features = join(root, 'src', 'features');
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(features, path)), { recursive: true });
  writeFileSync(join(features, path), text);
};
write('orders/index.ts', "export { price } from './pricing.ts';\n");
write('orders/pricing.ts', "import { offers } from '../promotions/index.ts';\nexport const price = offers;\n");
write('promotions/index.ts', "import { staffOnly } from '../admin/index.ts';\nexport const offers = staffOnly;\n");
write('admin/index.ts', 'export const staffOnly = 1;\n');
write('admin/orders.ts', '// the file under test\n');
// A test may import anything: it does not close a circle.
write('accounts/index.ts', 'export const account = 1;\n');
write('accounts/accounts.test.ts', "import { price } from '../orders/index.ts';\n");
write('catalog/index.ts', '');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const at = (path: string) => join(features, path);

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-feature-cycles', rule, {
  valid: [
    // admin → accounts: accounts reaches no one.
    { code: "import { account } from '../accounts/index.ts';", filename: at('admin/orders.ts') },
    // orders → promotions → admin: one direction.
    { code: "import { staffOnly } from '../admin/index.ts';", filename: at('orders/pricing.ts') },
    // Inside one feature, and outside the features folder.
    { code: "import { price } from './pricing.ts';", filename: at('orders/index.ts') },
    { code: "import { price } from '../features/orders/index.ts';", filename: join(root, 'src', 'http', 'x.ts') },
    // accounts' test imports orders; that is no edge, so orders may import accounts.
    { code: "import { account } from '../accounts/index.ts';", filename: at('orders/pricing.ts') },
    // Tests themselves are not checked.
    { code: "import { price } from '../orders/index.ts';", filename: at('admin/orders.test.ts') },
  ],
  invalid: [
    {
      // admin → orders closes admin → orders → promotions → admin.
      code: "import { price } from '../orders/index.ts';",
      filename: at('admin/orders.ts'),
      errors: [{ messageId: 'cycle', data: { circle: 'admin → orders → promotions → admin' } }],
    },
    {
      code: "export { price } from '../orders/pricing.ts';",
      filename: at('admin/orders.ts'),
      errors: [{ messageId: 'cycle', data: { circle: 'admin → orders → promotions → admin' } }],
    },
    {
      // A dynamic import is an import too; and a direct back edge is the shortest circle.
      code: "const p = import('../promotions/index.ts');",
      filename: at('admin/orders.ts'),
      errors: [{ messageId: 'cycle', data: { circle: 'admin → promotions → admin' } }],
    },
  ],
});
