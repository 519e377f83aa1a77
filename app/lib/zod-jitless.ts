import { config } from 'zod/v4/core';

// zod probes for eval with `new Function('')`, which the Content-Security-Policy (no
// 'unsafe-eval') reports as a violation. Imported first in main.tsx, before any schema is built;
// zod's core alone, so the first chunk does not carry all of zod.
config({ jitless: true });
