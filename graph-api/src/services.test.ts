import { describe, expect, it } from 'vitest';
import { type ApiModule, NOTHING_MOUNTED, serviceWiring, standaloneWiring } from './api-module';
import { wireModules } from './services';
import type { WiringInfra } from './wiring-infra';

const infra = {} as WiringInfra;
const moduleOf = (name: string, services: ApiModule['services']): ApiModule => ({ name, entities: [], resolvers: [], mount: () => NOTHING_MOUNTED, services });
const ledger = moduleOf('ledger', standaloneWiring(() => ({ ledger: 'the ledger' })));
const report = moduleOf('report', serviceWiring((_infra, { ledger: source }: { ledger: string }) => ({ report: `a report of ${source}` }), { ledger: true }));

describe('wireModules', () => {
  it('hands each module the services the modules before it built, and gathers what they all build', () => {
    expect(wireModules(infra, [ledger, report])).toEqual({ ledger: 'the ledger', report: 'a report of the ledger' });
  });

  it('refuses, naming the module and the service, a module listed before the module it needs', () => {
    expect(() => wireModules(infra, [report, ledger])).toThrow('The report module needs ledger, which no module listed before it in registry.ts provides');
  });

  it('refuses a second module that builds a service of the same name', () => {
    const otherLedger = moduleOf('other-ledger', standaloneWiring(() => ({ ledger: 'another ledger' })));
    expect(() => wireModules(infra, [ledger, otherLedger])).toThrow('The other-ledger module provides ledger again');
  });

  it('skips modules with tables or routes only', () => {
    expect(wireModules(infra, [moduleOf('tables-only', undefined), ledger])).toEqual({ ledger: 'the ledger' });
  });
});
