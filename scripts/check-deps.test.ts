// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findViolations, importsOf } from './check-deps.mjs';

const file = (path: string, source: string) => ({ path, source });

describe('dependency rules', () => {
  it('reads static, re-export, side-effect and dynamic imports', () => {
    const source = `import a from 'a';\nexport { b } from './b';\nimport './c.css';\nconst d = () => import('./d');`;
    expect(importsOf(source)).toEqual(expect.arrayContaining(['a', './b', './c.css', './d']));
  });

  it('accepts the allowed directions', () => {
    expect(
      findViolations([
        file('kernel/client.ts', `import { x } from '../schemas/index';`),
        file('plugins/email/index.ts', `import { y } from '../../kernel/index';\nimport { z } from '../../ui/Button';`),
        file('emulator/app.ts', `import { w } from '../schemas/index';`),
        file('ui/modal.tsx', `import React from 'react';`),
      ]),
    ).toEqual([]);
  });

  it('rejects React in the kernel and a kernel that imports a plugin', () => {
    const found = findViolations([
      file('kernel/bad.ts', `import React from 'react';\nimport { email } from '../plugins/email/index';`),
    ]);
    expect(found).toHaveLength(2);
  });

  it('rejects a plugin that imports another plugin, even from a test', () => {
    expect(findViolations([file('plugins/sms/index.ts', `import { e } from '../email/index';`)])).toHaveLength(1);
    expect(findViolations([file('plugins/sms/sms.test.ts', `import { e } from '../email/index';`)])).toHaveLength(1);
  });

  it('rejects an emulator that imports the kernel, and ui that imports a plugin', () => {
    const found = findViolations([
      file('emulator/app.ts', `import { k } from '../kernel/index';`),
      file('ui/landing.tsx', `import { email } from '../plugins/email/index';`),
    ]);
    expect(found).toHaveLength(2);
  });

  it('rejects heavy dependencies in the kernel', () => {
    expect(findViolations([file('kernel/x.ts', `const v = await import('viem');`)])).toHaveLength(1);
  });

  it('lets ui load a heavy dependency only through import()', () => {
    expect(findViolations([file('ui/qr.ts', `const q = await import('qrcode');`)])).toEqual([]);
    expect(findViolations([file('ui/qr.ts', `import QR from 'qrcode';`)])).toHaveLength(1);
    expect(findViolations([file('ui/qr.ts', `import QR from 'qrcode';\nconst q = await import('qrcode');`)])).toHaveLength(2);
  });

  it('keeps host apps on the public entry points', () => {
    expect(findViolations([file('examples/demo/App.tsx', `import { usePortico } from 'portico/react';\nimport './demo.css';`)])).toEqual([]);
    expect(findViolations([file('examples/demo/App.tsx', `import { x } from '../../ui/index';`)])).toHaveLength(1);
    expect(findViolations([file('examples/demo/App.tsx', `import ky from 'ky';`)])).toHaveLength(1);
  });
});
