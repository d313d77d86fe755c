import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps every link on the route table (eslint.config.js, src/web): a literal
// app path in a link, a navigate() call or a `to:` property is refused; a built link is not.
const eslint = new ESLint();
const lint = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: 'src/web/features/x/x-page.tsx' });
  return result!.messages.filter((msg) => msg.ruleId === 'no-restricted-syntax').length;
};

// loading the lint configuration (typescript-eslint) takes seconds on a busy machine
describe('literal app paths in web code', { timeout: 60_000 }, () => {
  it('are refused in links, navigate() and link lists', async () => {
    expect(
      await lint(`import { Link, useNavigate } from 'react-router';
export function X() {
  const navigate = useNavigate();
  const items = [{ to: '/Store' }];
  navigate('/signin');
  return <Link to="/aboutus">{items.length}</Link>;
}
`),
    ).toBe(3);
  });

  it('pass when built with the route table', async () => {
    expect(
      await lint(`import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
export function X() {
  return <Link to={paths.about.href()}>About</Link>;
}
`),
    ).toBe(0);
  });
});
