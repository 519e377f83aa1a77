// zod probes for eval with `new Function('')`, which the Content-Security-Policy (no
// 'unsafe-eval') reports as a violation. zod reads its settings from this global when it loads,
// so setting it here, first in main.tsx, keeps zod itself out of the chunk every page downloads.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
