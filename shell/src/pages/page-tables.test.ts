import { principalOf } from '@dpohub/domain';
import type { RemotePages } from '@dpohub/shared-ui';
import { adminHomeCards, allFunctionCards, clientHomeCards } from '../home/function-cards';
import { quickActions } from '../home/quick-actions';
import { visibleMenuItems } from '../layout/menu-items';
import { findRoute } from '../routing/routes';
import { ADMIN_STAFF, CLIENT_ADMIN, PARTICIPANT } from '../test/test-shell';
import { REMOTE_PAGES } from '../test/remote-pages';
import { installPages } from './declared-pages';

const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);

describe("the shell's tables, built from what the remotes declare", () => {
  it("places every remote's entries in the spec's order among the shell's own", () => {
    expect(keys(visibleMenuItems(principalOf(ADMIN_STAFF)))).toEqual([
      'home',
      'functions',
      'demands',
      'assessments',
      'clients',
      'simulatedFines',
      'auditTrail',
      'lgpdPrimer',
      'terms',
    ]);
    expect(keys(visibleMenuItems(principalOf(PARTICIPANT)))).toEqual([
      'myDemands',
      'lgpdPrimer',
      'terms',
    ]);
    expect(keys(adminHomeCards(principalOf(ADMIN_STAFF)))).toEqual([
      'projectEvaluation',
      'tpa',
      'ropa',
      'ali',
      'siteChecklist',
      'ripd',
      'securityIncident',
      'assessments',
      'fineSimulator',
      'simulatedFines',
      'budgetControl',
      'dashboard',
      'clientPrices',
      'clients',
      'calendar',
      'staffDemands',
      'filedDemands',
      'slaReport',
      'documents',
      'contracts',
      'consultations',
      'users',
      'lawyers',
      'dataSubjectRequests',
    ]);
    expect(keys(clientHomeCards(['ropa', 'users', 'documentsContractsConsultations']))).toEqual([
      'ropa',
      'assessments',
      'users',
      'documents',
      'contracts',
      'consultations',
      'fineSimulator',
    ]);
    expect(keys(allFunctionCards()).slice(0, 25)).toEqual([
      'projectEvaluation',
      'tpa',
      'ropa',
      'ali',
      'siteChecklist',
      'ripd',
      'securityIncident',
      'incidentSeverity',
      'assessments',
      'fineSimulator',
      'budgetControl',
      'dashboard',
      'clientPrices',
      'users',
      'lawyers',
      'dataSubjectRequests',
      'documents',
      'contracts',
      'consultations',
      'simulatedFines',
      'clients',
      'calendar',
      'staffDemands',
      'filedDemands',
      'slaReport',
    ]);
    expect(keys(quickActions())).toEqual([
      'newPartner',
      'newProject',
      'legalReview',
      'newUser',
      'userPermissions',
    ]);
  });

  it("takes a remote's new page, menu entry and card, with no change to the shell", () => {
    const admin = REMOTE_PAGES.admin!;
    const newer: RemotePages = {
      ...admin,
      pages: {
        ...admin.pages,
        'lawyers.directory': {
          path: '/advogados',
          title: 'Advogados',
          access: { onlyAdmin: true },
          layout: true,
        },
      },
      menu: [
        ...admin.menu!,
        {
          key: 'lawyersDirectory',
          label: 'Advogados',
          to: '/advogados',
          order: 65,
          access: { onlyAdmin: true },
        },
      ],
    };
    installPages({ ...REMOTE_PAGES, admin: newer });
    expect(findRoute('/advogados')).toMatchObject({ owner: 'admin', title: 'Advogados' });
    expect(keys(visibleMenuItems(principalOf(ADMIN_STAFF))).slice(4, 7)).toEqual([
      'clients',
      'lawyersDirectory',
      'simulatedFines',
    ]);
    // The rule travels with the entry: a client administrator does not see it.
    expect(keys(visibleMenuItems(principalOf(CLIENT_ADMIN)))).not.toContain('lawyersDirectory');
  });

  it("keeps the shell's pages and the other areas when a remote declares nothing", () => {
    const { admin: _, ...others } = REMOTE_PAGES;
    installPages(others);
    expect(findRoute('/users')).toBeNull();
    expect(findRoute('/home')).toMatchObject({ owner: 'shell', page: 'home' });
    expect(keys(visibleMenuItems(principalOf(ADMIN_STAFF)))).toEqual([
      'home',
      'functions',
      'demands',
      'assessments',
      'simulatedFines',
      'lgpdPrimer',
      'terms',
    ]);
    expect(keys(quickActions())).toEqual(['newPartner', 'newProject', 'legalReview']);
  });

  it("shows the spec's 'em breve' cards until a remote declares a card of that title", () => {
    const unavailable = () =>
      allFunctionCards()
        .filter((card) => card.unavailable)
        .map((card) => [card.key, card.title]);
    installPages(REMOTE_PAGES);
    // The RIPD's 'DPIA' and the incident register's two cards are built; three are still to come.
    expect(unavailable()).toEqual([
      ['unavailable-0', 'Checklist ISO 27001'],
      ['unavailable-1', 'Práticas de segurança da informação'],
      ['unavailable-2', 'Conformidade de site/app'],
    ]);
    const assessments = REMOTE_PAGES.assessments!;
    installPages({
      ...REMOTE_PAGES,
      assessments: {
        ...assessments,
        cards: [
          ...assessments.cards!,
          {
            key: 'iso27001',
            title: 'Checklist ISO 27001',
            section: 'evaluations',
            to: '/iso',
            order: 49,
          },
        ],
      },
    });
    expect(unavailable()).toEqual([
      ['unavailable-0', 'Práticas de segurança da informação'],
      ['unavailable-1', 'Conformidade de site/app'],
    ]);
  });

  it("never lets a remote take a shell page's path", () => {
    const admin = REMOTE_PAGES.admin!;
    installPages({
      ...REMOTE_PAGES,
      admin: {
        ...admin,
        pages: { ...admin.pages, home: { ...admin.pages.users!, path: '/home' } },
      },
    });
    expect(findRoute('/home')).toMatchObject({ owner: 'shell', page: 'home' });
  });
});
