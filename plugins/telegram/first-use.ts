// What TelegramActions load with import() on first use (./actions), in one chunk: Telegram's button, then the
// requests its answer makes, are needed together.
export { createTelegramCalls } from './calls';
export { mountLoginWidget } from './widget';
