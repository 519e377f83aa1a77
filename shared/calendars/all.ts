// Every calendar, loaded at import: for the server and tests, which need them all and no code splitting.
import { hebrew } from './hebrew';
import { islamicUmalqura } from './islamic';
import { chinese, dangi } from './lunisolar';
import { persian } from './persian';
import { registerCalendars } from './registry';

registerCalendars(chinese, dangi, hebrew, islamicUmalqura, persian);
