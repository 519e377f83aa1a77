// The layout rules of ../shared/DESIGN.md §3, checked by `npm run lint` (docs/architecture.md).
// Each rule's comment is the sentence a violation prints.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'Import cycle: modules that import each other load in an order nobody chose, and a type-only cycle still ties the files into one lump; move what both need into a third file.',
      // Type-only imports count too: no exemption (issue 36 point 6).
      from: {},
      to: { circular: true },
    },
    {
      name: 'app-not-server',
      severity: 'error',
      comment: 'The browser app imports the server: code both sides need belongs in shared/.',
      from: { path: '^app/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-app',
      severity: 'error',
      comment: 'The server imports the browser app: code both sides need belongs in shared/.',
      from: { path: '^server/' },
      to: { path: '^app/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment:
        'shared/ runs in the browser and on the server alike: it may import neither app/ nor server/, nor test code.',
      from: { path: '^shared/' },
      to: { path: '^(app|server|e2e|test-support|bench|scripts)/' },
    },
    {
      name: 'shared-no-node',
      severity: 'error',
      comment: 'shared/ runs in the browser too: no Node.js built-in modules there.',
      from: { path: '^shared/', pathNot: '\\.test\\.tsx?$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'app-no-node',
      severity: 'error',
      comment: 'The browser app cannot use Node.js built-in modules.',
      from: { path: '^app/', pathNot: '\\.test\\.tsx?$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'feature-not-feature',
      severity: 'error',
      comment:
        'A feature imports another feature: compose features in app/routes/, or move what both need to app/components/ or app/lib/.',
      from: { path: '^app/features/([^/]+)/' },
      to: { path: '^app/features/([^/]+)/', pathNot: '^app/features/$1/' },
    },
    {
      name: 'widgets-not-features',
      severity: 'error',
      comment:
        'A shared widget (app/components, app/lib) imports a feature or a route: widgets know nothing of the pages that use them.',
      from: { path: '^app/(components|lib)/' },
      to: { path: '^app/(features|routes)/' },
    },
    {
      name: 'module-internals',
      severity: 'error',
      comment:
        "A server module reaches into another module's internals: import only what that module exports on purpose, from its index.ts.",
      // A test may set up another module's state directly (a second session, say).
      from: { path: '^server/modules/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^server/modules/([^/]+)/',
        pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'infrastructure-not-modules',
      severity: 'error',
      comment: 'Jobs, providers, realtime and the database layer serve modules; they never import one.',
      from: { path: '^server/(jobs|providers|realtime|db|lib)/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'infrastructure-never-reaches-modules',
      severity: 'error',
      comment:
        "Jobs, providers, realtime, the database layer and server/lib serve modules: nothing they import may lead to a module or a channel's folder, through however many files (what they need of a module comes in through Deps or a parameter; move a shared type or value out of the module).",
      // A test may build the whole app around the job or provider it tests (server/test/harness.ts).
      from: { path: '^server/(jobs|providers|realtime|db|lib)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^server/(modules|channels)/', reachable: true },
    },
    {
      name: 'job-internals',
      severity: 'error',
      comment:
        "A server module reaches into a job's internals: import only what the job exports on purpose, from server/jobs/<job>/index.ts (or the Job type, server/jobs/job.ts).",
      // A test may drive a job's steps directly (run one tick, claim one delivery).
      from: { path: '^server/modules/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^server/jobs/', pathNot: ['^server/jobs/job\\.ts$', '^server/jobs/[^/]+/index\\.ts$'] },
    },
    {
      name: 'channel-not-channel',
      severity: 'error',
      comment:
        "A reminder channel imports another channel: each stands alone in its folder. What several need goes to server/channel-kit/ (or shared/, app/lib/); only the channels folder's index.ts lists them all.",
      // A channel is a folder server/channels/<id>/, shared/channels/<id>/ or app/features/reminders/channels/<id>/;
      // it may import its own folders on any side ($2, its id), and files at a channels folder's top level.
      from: { path: '^(server/channels|shared/channels|app/features/reminders/channels)/([^/]+)/' },
      to: {
        path: '^(server/channels|shared/channels|app/features/reminders/channels)/[^/]+/',
        pathNot: '^(server/channels|shared/channels|app/features/reminders/channels)/$2/',
      },
    },
    {
      name: 'kit-not-channel',
      severity: 'error',
      comment:
        'The channel kit imports a channel: the kit is what every channel builds on, so it knows none of them (a channel is added without touching it).',
      from: { path: '^(server|app/features/reminders)/channel-kit/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(server|shared|app/features/reminders)/channels/[^/]+/' },
    },
    {
      name: 'worker-without-http',
      severity: 'error',
      comment:
        'The worker (npm run worker) runs jobs on the core alone: nothing it loads may build the HTTP app (server/app.ts).',
      from: { path: '^server/(worker|run-worker)\\.ts$' },
      to: { path: '^server/app\\.ts$', reachable: true },
    },
    {
      name: 'tests-stay-out',
      severity: 'error',
      comment:
        "Running code imports test code (e2e/, test-support/, server/test/, a *.test file, or a channel's fake-*.ts receiver beside it): fakes and helpers never ship (server/security/ holds only the security suite).",
      from: {
        path: '^(app|server|shared)/',
        pathNot: ['\\.test\\.tsx?$', '^server/(test|security)/', '(^|/)fake-[^/]+\\.ts$'],
      },
      to: { path: ['^(e2e|test-support)/', '^server/test/', '\\.test\\.tsx?$', '(^|/)fake-[^/]+\\.ts$'] },
    },
    {
      name: 'no-boot-imports',
      severity: 'error',
      comment:
        'server/main.ts and server/worker.ts start processes: nothing imports them (import what they import instead).',
      from: {},
      to: { path: '^server/(main|worker)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|test-results)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
