import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PorticoKernel } from '../../kernel/index';
import { PorticoContext } from '../context';
import { Button } from './Button';
import { COPY_FEEDBACK_MS, CopyButton } from './CopyButton';
import { ScanOrOpen } from './ScanOrOpen';
import { Spinner } from './Spinner';
import { TextField } from './TextField';

afterEach(cleanup);

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('shows the label too when asked: a wait that says what it waits for', () => {
    render(<Spinner label="Preparing the QR code…" showLabel />);
    const label = screen.getByText('Preparing the QR code…');
    expect(label.className).toBe('ptc-spinner__label');
    expect(label.closest('[role="status"]')).toBeTruthy();
  });
});

describe('CopyButton', () => {
  afterEach(() => vi.useRealTimers());

  it('has one look for every copy action (outlined, full width; callers cannot restyle it) and says Copied for a moment', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    vi.useFakeTimers();
    render(<CopyButton value="0x36ae" label="Copy address" copiedLabel="Copied" />);
    const button = screen.getByRole('button', { name: 'Copy address' });
    expect(button.className).toBe('ptc-button ptc-button--secondary ptc-button--full');
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('0x36ae');
    expect(button.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS));
    expect(button.textContent).toBe('Copy address');
  });
});

describe('ScanOrOpen', () => {
  it('says the link is being made while it has none (a wallet pairing takes seconds)', () => {
    const context = { kernel: {} as PorticoKernel, messages: undefined, mountInline: () => () => {} };
    const labels = { qr: 'Scan', open: 'Open', copy: 'Copy link', copied: 'Copied' };
    render(
      <PorticoContext value={context}>
        <ScanOrOpen uri={null} labels={labels} mobile={false} />
      </PorticoContext>,
    );
    expect(screen.getByRole('status').textContent).toBe('Preparing the QR code…');
    expect(screen.getByText('Preparing the QR code…').className).toBe('ptc-spinner__label');
  });
});

describe('Button', () => {
  it('is a plain button by default so it never submits a form by accident', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button variant="primary">Continue</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('calls onClick and forwards its ref and button props', () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="secondary" type="submit" fullWidth className="extra" data-testid="b" onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(button);
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('data-testid')).toBe('b');
    expect(button.className.split(' ')).toEqual(
      expect.arrayContaining(['ptc-button', 'ptc-button--secondary', 'ptc-button--full', 'extra']),
    );
  });

  it('while loading shows a spinner, is busy, stays focusable and ignores clicks and submits', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button variant="primary" type="submit" loading onClick={onClick}>
          Continue
        </Button>
      </form>,
    );
    const button = screen.getByRole('button');
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the loading label from a prop', () => {
    render(
      <Button variant="link" loading loadingLabel="Chargement">
        Go
      </Button>,
    );
    expect(screen.getByRole('status').textContent).toBe('Chargement');
  });
});

describe('TextField', () => {
  it('labels its input and passes input props through', () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Email" type="email" placeholder="you@example.com" onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input.type).toBe('email');
    expect(input.placeholder).toBe('you@example.com');
    fireEvent.change(input, { target: { value: 'a@b.co' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('gives each field its own id', () => {
    render(
      <>
        <TextField label="First" />
        <TextField label="Second" />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First' });
    const second = screen.getByRole('textbox', { name: 'Second' });
    expect(first.id).not.toBe('');
    expect(first.id).not.toBe(second.id);
  });

  it('keeps a hidden label for assistive technology', () => {
    render(<TextField label="Phone number" hideLabel />);
    const label = screen.getByText('Phone number');
    expect(label.className).toBe('ptc-visually-hidden');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeTruthy();
  });

  it('shows an error as an alert that describes the invalid input', () => {
    render(<TextField label="Email" error="Enter a valid email" aria-describedby="hint" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a valid email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`hint ${alert.id}`);
  });

  it('renders a trailing slot inside the field', () => {
    render(<TextField label="Email" trailing={<Button variant="primary">Submit</Button>} />);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button.closest('.ptc-field__control')).toBe(screen.getByRole('textbox').closest('.ptc-field__control'));
  });
});
