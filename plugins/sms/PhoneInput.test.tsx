import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupEmulator } from '../../test/support/emulator';
import { PorticoProvider, usePortico } from '../../ui/index';
import { sms, smsMessages } from './index';
import type { PhoneValue } from './phone-value';
import { PhoneInput } from './PhoneInput';

afterEach(cleanup);

function renderInput(defaultCountry?: string | null) {
  const onChange = vi.fn<(value: PhoneValue) => void>();
  render(<PhoneInput defaultCountry={defaultCountry} onChange={onChange} labels={smsMessages} />);
  const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
  const number = screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement;
  return { onChange, country, number, last: () => onChange.mock.lastCall?.[0] };
}

const selectedLabel = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent;

describe('PhoneInput', () => {
  it('offers every country by its code and calling code, with accessible labels', () => {
    const { country } = renderInput('US');
    expect(selectedLabel(country)).toBe('US +1');
    const labels = [...country.options].map((option) => option.textContent);
    expect(labels).toEqual(expect.arrayContaining(['GB +44', 'DE +49', 'FR +33', 'IN +91']));
    expect(labels.length).toBeGreaterThan(200);
  });

  it('starts on the given country, and on the US when none or an unknown one is given', () => {
    expect(selectedLabel(renderInput('gb').country)).toBe('GB +44');
    cleanup();
    expect(renderInput(null).country.value).toBe('US');
    cleanup();
    expect(renderInput('ZZ').country.value).toBe('US');
  });

  it("shows a formatted example number of the country as the placeholder", () => {
    const { country, number } = renderInput('US');
    expect(number.placeholder).toBe('(201) 555-0123');
    fireEvent.change(country, { target: { value: 'GB' } });
    expect(number.placeholder).toBe('07400 123456');
  });

  it('formats the number as it is typed, and lets formatting characters be deleted', () => {
    const { number } = renderInput('US');
    fireEvent.change(number, { target: { value: '2015550' } });
    expect(number.value).toBe('(201) 555-0');
    fireEvent.change(number, { target: { value: '(201) 555-01' } });
    expect(number.value).toBe('(201) 555-01');
    // Deleting the dash keeps what the person left, instead of putting the dash straight back.
    fireEvent.change(number, { target: { value: '(201) 555' } });
    expect(number.value).toBe('(201) 555');
  });

  it('reports the phone value: raw text, E.164, country and validity', () => {
    const { number, last } = renderInput('US');
    fireEvent.change(number, { target: { value: '201555012' } });
    expect(last()).toEqual({
      rawPhoneNumber: '(201) 555-012',
      qualifiedPhoneNumber: '+1201555012',
      countryCode: 'US',
      isValid: false,
    });
    fireEvent.change(number, { target: { value: '(201) 555-0123' } });
    expect(last()).toEqual({
      rawPhoneNumber: '(201) 555-0123',
      qualifiedPhoneNumber: '+12015550123',
      countryCode: 'US',
      isValid: true,
    });
  });

  it('counts only numbers of the selected country as valid', () => {
    const { number, last } = renderInput('US');
    fireEvent.change(number, { target: { value: '+44 7400 123456' } });
    expect(last()).toMatchObject({ qualifiedPhoneNumber: '+447400123456', isValid: false });
  });

  it('clears the number when the country changes', () => {
    const { country, number, last } = renderInput('US');
    fireEvent.change(number, { target: { value: '2015550123' } });
    fireEvent.change(country, { target: { value: 'GB' } });
    expect(number.value).toBe('');
    expect(last()).toEqual({ rawPhoneNumber: '', qualifiedPhoneNumber: '', countryCode: 'GB', isValid: false });
    fireEvent.change(number, { target: { value: '07400123456' } });
    expect(last()).toEqual({
      rawPhoneNumber: '07400 123456',
      qualifiedPhoneNumber: '+447400123456',
      countryCode: 'GB',
      isValid: true,
    });
  });
});

function Opener() {
  const { ready, login } = usePortico();
  return (
    <button type="button" onClick={login} disabled={!ready}>
      Log in
    </button>
  );
}

/** The landing screen's inline SMS form, for an app with SMS login and the given configuration. */
async function landingForm(config: Record<string, unknown> = {}) {
  const env = setupEmulator();
  await env.configureApp({ sms_auth: true, ...config });
  render(
    <PorticoProvider kernel={env.kernel([sms()])}>
      <Opener />
    </PorticoProvider>,
  );
  const open = (await screen.findByRole('button', { name: 'Log in' })) as HTMLButtonElement;
  await waitFor(() => expect(open.disabled).toBe(false));
  fireEvent.click(open);
  const country = (await screen.findByRole('combobox', { name: 'Country' })) as HTMLSelectElement;
  const number = screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement;
  const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
  return { country, number, submit };
}

describe('the SMS form', () => {
  it("starts on the app's default country (intl_config), else the US", async () => {
    expect((await landingForm({ intl_config: { default_country: 'DE' } })).country.value).toBe('DE');
    cleanup();
    expect((await landingForm()).country.value).toBe('US');
  });

  it('keeps Submit disabled until the number is valid for the country', async () => {
    const { country, number, submit } = await landingForm();
    expect(submit.disabled).toBe(true);
    fireEvent.change(number, { target: { value: '201555012' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(number, { target: { value: '(201) 555-0123' } });
    expect(submit.disabled).toBe(false);
    fireEvent.change(country, { target: { value: 'FR' } });
    expect(submit.disabled).toBe(true);
  });
});
