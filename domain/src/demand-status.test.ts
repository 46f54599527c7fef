import {
  ADVANCE,
  DEMAND_STATUS_BADGE,
  DEMAND_STATUS_LABEL,
  DEMAND_STATUS_OPTIONS,
  ROW_ACTION_LABEL,
  STATUS_CHANGE_MESSAGES,
  advanceAction,
  archiveDecision,
  demandBadge,
  demandStatusLabel,
  fromClientStatus,
  isClientDemandStatus,
  isDemandStatus,
  rowActions,
  toClientStatus,
  transitionDecision,
  type DemandStatus,
} from './demand-status';

const filled = { lawyer: { id: 3 }, horas: '002:30:00', valor: 750 };

describe('status values, labels and badges (spec 2 section 4)', () => {
  it('labels every status in Portuguese', () => {
    expect(DEMAND_STATUS_LABEL).toEqual({
      PENDENTE: 'Pendente',
      NAO_INICIADO: 'Não iniciado',
      EM_CURSO: 'Em curso',
      FINALIZADO: 'Finalizado',
      CANCELADO: 'Cancelado',
      CANCELAMENTO: 'Cancelamento',
    });
  });

  it('offers the status filter options in the order of the staff list', () => {
    expect(DEMAND_STATUS_OPTIONS.map((o) => o.label)).toEqual([
      'Pendente',
      'Não iniciado',
      'Em curso',
      'Finalizado',
      'Cancelado',
      'Cancelamento',
    ]);
  });

  it('colours every badge', () => {
    expect(DEMAND_STATUS_BADGE).toEqual({
      PENDENTE: 'warn',
      NAO_INICIADO: 'none',
      EM_CURSO: 'info',
      FINALIZADO: 'accept',
      CANCELADO: 'danger',
      CANCELAMENTO: 'moderate',
    });
  });

  it("names a requested cancellation 'Cancelamento Solicitado' in the client view", () => {
    expect(demandStatusLabel('CANCELAMENTO', 'client')).toBe('Cancelamento Solicitado');
    expect(demandStatusLabel('CANCELAMENTO')).toBe('Cancelamento');
    expect(demandStatusLabel('PENDENTE', 'client')).toBe('Pendente');
  });

  it("shows an archived demand as 'Arquivada' in grey", () => {
    expect(demandBadge({ status: 'FINALIZADO', archived: true })).toEqual({
      label: 'Arquivada',
      colour: 'grey',
    });
    expect(demandBadge({ status: 'EM_CURSO', archived: false })).toEqual({
      label: 'Em curso',
      colour: 'info',
    });
    expect(demandBadge({ status: 'CANCELAMENTO' }, 'client')).toEqual({
      label: 'Cancelamento Solicitado',
      colour: 'moderate',
    });
  });

  it('maps the client-view values pending, toCancel and canceled', () => {
    expect(fromClientStatus('pending')).toBe('PENDENTE');
    expect(fromClientStatus('toCancel')).toBe('CANCELAMENTO');
    expect(fromClientStatus('canceled')).toBe('CANCELADO');
    expect(toClientStatus('PENDENTE')).toBe('pending');
    expect(toClientStatus('CANCELAMENTO')).toBe('toCancel');
    expect(toClientStatus('CANCELADO')).toBe('canceled');
    expect(toClientStatus('EM_CURSO')).toBeNull();
  });

  it('recognises wire values', () => {
    expect(isDemandStatus('EM_CURSO')).toBe(true);
    expect(isDemandStatus('em_curso')).toBe(false);
    expect(isClientDemandStatus('toCancel')).toBe(true);
    expect(isClientDemandStatus('toString')).toBe(false);
  });
});

describe('advance action', () => {
  it('has the three steps of the advance table', () => {
    expect(ADVANCE).toEqual({
      PENDENTE: { label: 'Aceitar', to: 'NAO_INICIADO' },
      NAO_INICIADO: { label: 'Iniciar', to: 'EM_CURSO' },
      EM_CURSO: { label: 'Finalizar', to: 'FINALIZADO' },
    });
  });

  it("offers 'Aceitar' on a pending demand with lawyer, hours and value", () => {
    expect(advanceAction({ status: 'PENDENTE', ...filled })).toEqual({
      label: 'Aceitar',
      to: 'NAO_INICIADO',
      disabled: false,
    });
  });

  it.each([
    ['lawyer', { ...filled, lawyer: null }],
    ['hours', { ...filled, horas: null }],
    ['zero hours', { ...filled, horas: '000:00:00' }],
    ['value', { ...filled, valor: null }],
  ])('disables Aceitar while the %s is missing, saying why (m9)', (_missing, data) => {
    expect(advanceAction({ status: 'PENDENTE', ...data })).toEqual({
      label: 'Aceitar',
      to: 'NAO_INICIADO',
      disabled: true,
      reason: 'Informe advogado(a), horas e valor antes de aceitar a solicitação.',
    });
  });

  it("offers 'Iniciar' and 'Finalizar' without looking at the internal data", () => {
    expect(advanceAction({ status: 'NAO_INICIADO' })).toEqual({
      label: 'Iniciar',
      to: 'EM_CURSO',
      disabled: false,
    });
    expect(advanceAction({ status: 'EM_CURSO' })).toEqual({
      label: 'Finalizar',
      to: 'FINALIZADO',
      disabled: false,
    });
  });

  it('shows the step disabled, with its reason, for CANCELAMENTO and FINALIZADO (m9)', () => {
    expect(advanceAction({ status: 'CANCELAMENTO', ...filled })).toEqual({
      label: 'Aceitar',
      to: null,
      disabled: true,
      reason: 'Aguardando a resposta ao pedido de cancelamento do cliente.',
    });
    expect(advanceAction({ status: 'FINALIZADO', ...filled })).toEqual({
      label: 'Finalizar',
      to: null,
      disabled: true,
      reason: 'A solicitação já está finalizada.',
    });
  });

  it('offers no advance for CANCELADO or an archived demand', () => {
    expect(advanceAction({ status: 'CANCELADO', ...filled })).toEqual({
      label: null,
      to: null,
      disabled: true,
    });
    expect(advanceAction({ status: 'FINALIZADO', archived: true, ...filled })).toEqual({
      label: null,
      to: null,
      disabled: true,
    });
  });
});

describe('row actions', () => {
  it.each(['PENDENTE', 'NAO_INICIADO', 'EM_CURSO', 'CANCELAMENTO'] as const)(
    'offers Cancelar on %s',
    (status) => {
      expect(rowActions({ status })).toEqual(['cancel']);
    },
  );

  it('offers Arquivar and Cancelar on FINALIZADO', () => {
    expect(rowActions({ status: 'FINALIZADO' }).map((a) => ROW_ACTION_LABEL[a])).toEqual([
      'Arquivar',
      'Cancelar',
    ]);
  });

  it('offers nothing on CANCELADO', () => {
    expect(rowActions({ status: 'CANCELADO' })).toEqual([]);
  });

  it('offers only unarchive on an archived demand', () => {
    expect(rowActions({ status: 'FINALIZADO', archived: true })).toEqual(['unarchive']);
  });
});

describe('transitionDecision: allowed', () => {
  it.each([
    ['PENDENTE', 'NAO_INICIADO'],
    ['NAO_INICIADO', 'EM_CURSO'],
    ['EM_CURSO', 'FINALIZADO'],
  ] as const)('admin advances %s -> %s', (from, to) => {
    expect(transitionDecision(from, to, 'admin', filled)).toEqual({ allowed: true });
  });

  it.each(['PENDENTE', 'NAO_INICIADO', 'EM_CURSO', 'FINALIZADO'] as const)(
    'admin cancels %s directly to CANCELADO',
    (from) => {
      expect(transitionDecision(from, 'CANCELADO', 'admin')).toEqual({ allowed: true });
    },
  );

  it('admin accepts a cancellation: CANCELAMENTO -> CANCELADO', () => {
    expect(transitionDecision('CANCELAMENTO', 'CANCELADO', 'admin')).toEqual({ allowed: true });
  });

  it('admin refuses a cancellation: CANCELAMENTO -> PENDENTE', () => {
    expect(transitionDecision('CANCELAMENTO', 'PENDENTE', 'admin')).toEqual({ allowed: true });
  });

  it('client requests a cancellation: PENDENTE -> CANCELAMENTO', () => {
    expect(transitionDecision('PENDENTE', 'CANCELAMENTO', 'client')).toEqual({ allowed: true });
  });
});

describe('transitionDecision: refused', () => {
  function refused(status: 400 | 403, message: string) {
    return { allowed: false, status, message };
  }

  it('refuses participants everything', () => {
    expect(transitionDecision('PENDENTE', 'CANCELAMENTO', 'participant')).toEqual(
      refused(403, 'Participantes não podem alterar o status da solicitação.'),
    );
  });

  it('refuses accepting a demand without lawyer, hours and value', () => {
    expect(transitionDecision('PENDENTE', 'NAO_INICIADO', 'admin', { lawyer: null })).toEqual(
      refused(400, 'Informe advogado(a), horas e valor antes de aceitar a solicitação.'),
    );
  });

  it.each([
    ['PENDENTE', 'EM_CURSO'],
    ['PENDENTE', 'FINALIZADO'],
    ['NAO_INICIADO', 'PENDENTE'],
    ['EM_CURSO', 'NAO_INICIADO'],
    ['FINALIZADO', 'EM_CURSO'],
    ['CANCELAMENTO', 'NAO_INICIADO'],
  ] as const)('refuses the admin %s -> %s', (from, to) => {
    expect(transitionDecision(from, to, 'admin', filled)).toEqual(
      refused(400, 'Alteração de status não permitida.'),
    );
  });

  it.each(['PENDENTE', 'NAO_INICIADO', 'FINALIZADO'] as const)(
    'refuses reopening a cancelled demand to %s',
    (to) => {
      expect(transitionDecision('CANCELADO', to, 'admin', filled)).toEqual(
        refused(400, 'A solicitação já está cancelada.'),
      );
    },
  );

  it('refuses an admin the client-only cancellation request', () => {
    expect(transitionDecision('PENDENTE', 'CANCELAMENTO', 'admin')).toEqual(
      refused(403, 'Somente o cliente pode solicitar o cancelamento; cancele diretamente.'),
    );
  });

  it.each(['NAO_INICIADO', 'EM_CURSO', 'FINALIZADO'] as const)(
    'refuses a client cancellation request from %s',
    (from) => {
      expect(transitionDecision(from, 'CANCELAMENTO', 'client')).toEqual(
        refused(400, 'O cancelamento só pode ser solicitado enquanto a solicitação está pendente.'),
      );
    },
  );

  it.each([
    ['PENDENTE', 'NAO_INICIADO'],
    ['PENDENTE', 'CANCELADO'],
    ['CANCELAMENTO', 'PENDENTE'],
    ['CANCELAMENTO', 'CANCELADO'],
    ['EM_CURSO', 'FINALIZADO'],
  ] as const)('refuses the client the admin transition %s -> %s', (from, to) => {
    expect(transitionDecision(from, to, 'client', filled)).toEqual(
      refused(403, 'Somente a equipe pode alterar o status da solicitação.'),
    );
  });

  it('refuses the client a transition nobody may make', () => {
    expect(transitionDecision('FINALIZADO', 'PENDENTE', 'client')).toEqual(
      refused(400, 'Alteração de status não permitida.'),
    );
  });

  it('refuses a change to the same status', () => {
    expect(transitionDecision('EM_CURSO', 'EM_CURSO', 'admin')).toEqual(
      refused(400, 'A solicitação já está neste status.'),
    );
  });

  it('refuses any change on an archived demand', () => {
    expect(transitionDecision('FINALIZADO', 'CANCELADO', 'admin', { archived: true })).toEqual(
      refused(400, 'Desarquive a solicitação antes de alterar o status.'),
    );
  });

  it('has one message per refusal, all in Portuguese sentences', () => {
    for (const message of Object.values(STATUS_CHANGE_MESSAGES)) {
      expect(message).toMatch(/^[A-ZÀ-Ú].*\.$/);
    }
  });
});

describe('archiveDecision', () => {
  it('lets admins archive a finished demand', () => {
    expect(archiveDecision({ status: 'FINALIZADO', archived: false }, true, 'admin')).toEqual({
      allowed: true,
    });
  });

  it.each(['PENDENTE', 'NAO_INICIADO', 'EM_CURSO', 'CANCELAMENTO', 'CANCELADO'] as const)(
    'refuses archiving a %s demand',
    (status: DemandStatus) => {
      expect(archiveDecision({ status, archived: false }, true, 'admin')).toEqual({
        allowed: false,
        status: 400,
        message: 'Somente solicitações finalizadas podem ser arquivadas.',
      });
    },
  );

  it('lets admins unarchive an archived demand', () => {
    expect(archiveDecision({ status: 'FINALIZADO', archived: true }, false, 'admin')).toEqual({
      allowed: true,
    });
  });

  it('refuses archiving twice and unarchiving a demand that is not archived', () => {
    expect(archiveDecision({ status: 'FINALIZADO', archived: true }, true, 'admin')).toEqual({
      allowed: false,
      status: 400,
      message: 'A solicitação já está arquivada.',
    });
    expect(archiveDecision({ status: 'FINALIZADO', archived: false }, false, 'admin')).toEqual({
      allowed: false,
      status: 400,
      message: 'A solicitação não está arquivada.',
    });
  });

  it.each(['client', 'participant'] as const)('refuses the %s', (actor) => {
    expect(archiveDecision({ status: 'FINALIZADO', archived: false }, true, actor)).toEqual({
      allowed: false,
      status: 403,
      message: 'Somente a equipe pode arquivar ou desarquivar solicitações.',
    });
  });
});
