import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

describe('EmailText', () => {
  it("offers a line break before the '@' and reads as the address", () => {
    const { container } = render(
      <span>
        <EmailText email="asha.179576724720418242@example.in" />
      </span>,
    );
    expect(container.textContent).toBe('asha.179576724720418242@example.in');
    expect(container.querySelector('span')!.innerHTML).toBe(
      'asha.179576724720418242<wbr>@example.in',
    );
  });

  it('leaves a text without a name before an @ as it is', () => {
    const { container } = render(<EmailText email="@example.in" />);
    expect(container.innerHTML).toBe('@example.in');
  });
});
