import type { Frame, Page } from 'playwright-core';

/**
 * The approval window a test wallet (the Ethereum or the Solana one) frames in the page: an iframe of the emulator's
 * approval page, titled with the wallet's name, whose parts a test finds by role and name as a person does.
 */
export function approvalWindowSteps(walletName: string) {
  const frameSelector = `iframe[title="${walletName}"]`;
  const approvalWindow = (page: Page) => page.frameLocator(frameSelector);
  return {
    frameSelector,
    approvalWindow,
    openApprovals: (page: Page) => page.locator(frameSelector).count(),
    /** Waits for the approval window to ask `action` ("Connect", "Sign message", ...). */
    asked: (page: Page, action: string) => approvalWindow(page).getByRole('heading', { name: action, exact: true }).waitFor(),
    click: (page: Page, button: 'Approve' | 'Reject') => approvalWindow(page).getByRole('button', { name: button }).click(),
    /** The window's frame, for axe. */
    async approvalFrame(page: Page): Promise<Frame> {
      const frame = await (await page.locator(frameSelector).elementHandle())?.contentFrame();
      if (!frame) throw new Error('the approval window has no frame');
      return frame;
    },
  };
}

/** The page itself posts answers in the approval window's place, which a wallet must ignore: it takes them from that window only. */
export async function forgeApprovalAnswers(page: Page, result: unknown): Promise<void> {
  await page.evaluate((result) => {
    for (let id = 0; id < 50; id += 1) window.postMessage({ type: 'portico-test-wallet:response', id, result }, '*');
  }, result);
}
