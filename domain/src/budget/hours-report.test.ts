import { statementDocument } from './budget-statement';
import { hoursBankState } from './hours-ledger';
import { LEDGER, TODAY } from './hours-ledger.fixture';
import { anyPackInRange, hoursReport } from './hours-report';

const facts = {
  packBy: new Map([
    [2, 'Administrador'],
    [3, 'Administrador'],
  ]),
  removalBy: new Map([[1, 'Administrador']]),
  services: new Map([
    [101, { demanda: 'Parecer sobre cookies', valor: 200 }],
    [102, { demanda: 'Revisão de contrato', valor: 666.66 }],
  ]),
};

describe('the hours report: the ledger of a period, ending at the card balance', () => {
  it('runs from the balance before 07/2026 to the 52:00 of today', () => {
    const { lines, closing } = hoursReport(
      LEDGER,
      { from: '2026-07-01', to: '2026-11-30' },
      TODAY,
      facts,
    );
    expect(
      lines.map((line) => [
        line.day,
        line.movement,
        line.pack,
        line.added,
        line.taken,
        line.balance,
      ]),
    ).toEqual([
      ['2026-07-01', 'Saldo anterior', '', 0, 0, 1380],
      ['2026-07-01', 'Vencimento do pacote', 'Contrato 2026/1', 0, 1380, 0],
      ['2026-07-01', 'Pacote de horas', 'Contrato 2026/2', 3600, 0, 3600],
      ['2026-07-10', 'Consumo', 'Contrato 2026/2', 0, 600, 3000],
      ['2026-09-01', 'Remoção de horas', 'Contrato 2026/2', 0, 300, 2700],
      ['2026-11-20', 'Consumo', 'Contrato 2026/2', 0, 60, 2640],
      ['2026-11-25', 'Pacote de horas', 'de 10h 00min de 25/11/2026', 600, 0, 3240],
      ['2026-11-25', 'Consumo', 'de 10h 00min de 25/11/2026', 0, 120, 3120],
    ]);
    expect(closing.saldo).toBe(3120);
    expect(lines[3]).toMatchObject({ description: '', serviceValue: null });
    expect(lines[5]).toMatchObject({ description: 'Parecer sobre cookies', serviceValue: 200 });
    expect(lines[4]).toMatchObject({ description: 'Referente a 09/2026', by: 'Administrador' });
    expect(lines[2]).toMatchObject({
      packValue: 12600,
      expiresOn: '2027-06-30',
      by: 'Administrador',
    });
  });

  it('shows work done with no pack in force without touching the balance', () => {
    const { lines } = hoursReport(LEDGER, { from: '2025-12-01', to: '2025-12-31' }, TODAY, facts);
    expect(lines.map((line) => [line.movement, line.pack, line.taken, line.balance])).toEqual([
      ['Consumo', 'Fora do pacote', 0, 0],
    ]);
    expect(anyPackInRange(LEDGER.packs, { from: '2025-12-01', to: '2025-12-31' })).toBe(false);
    expect(anyPackInRange(LEDGER.packs, { from: '2026-06-01', to: '2026-06-30' })).toBe(true);
  });
});

describe('the statement of a client and period', () => {
  const state = hoursBankState(LEDGER, TODAY);
  const doc = statementDocument({
    firmName: 'Daniel Law',
    clientName: 'Acme Indústria Ltda',
    range: { from: '2026-11-01', to: '2026-11-30' },
    issuedOn: TODAY,
    state,
    removalBy: facts.removalBy,
    services: [
      {
        id: 102,
        day: '2026-11-25',
        demanda: 'Revisão de contrato',
        lawyer: 'Ana Souza',
        horasMinutes: 120,
        consumoHoras: true,
        rate: { kind: 'hourly', valorHora: 333.33 },
        valor: 666.66,
      },
      {
        id: 101,
        day: '2026-11-20',
        demanda: 'Parecer sobre cookies',
        lawyer: 'Bruno Lima',
        horasMinutes: 60,
        consumoHoras: true,
        rate: { kind: 'hourly', valorHora: 200 },
        valor: 200,
      },
      {
        id: 103,
        day: '2026-11-22',
        demanda: 'Consulta avulsa',
        lawyer: null,
        horasMinutes: 30,
        consumoHoras: false,
        rate: { kind: 'typed' },
        valor: 150,
      },
    ],
  });

  it('lists each service with date, lawyer, hours, rate, value and pack, and adds them up', () => {
    const services = doc.tables[2]!;
    expect(services.rows).toEqual([
      [
        '20/11/2026',
        'Parecer sobre cookies',
        'Bruno Lima',
        '001:00',
        'R$ 200,00',
        'R$ 200,00',
        'Contrato 2026/2',
      ],
      [
        '22/11/2026',
        'Consulta avulsa',
        '—',
        '000:30',
        'Valor informado',
        'R$ 150,00',
        'Não consome horas',
      ],
      [
        '25/11/2026',
        'Revisão de contrato',
        'Ana Souza',
        '002:00',
        'R$ 333,33',
        'R$ 666,66',
        'de 10h 00min de 25/11/2026',
      ],
    ]);
    expect(services.total).toEqual(['Total', '3 serviços', '', '003:30', '', 'R$ 1.016,66', '']);
  });

  it('shows the packs of the period and the balance of today', () => {
    expect(doc.header).toEqual([
      { label: 'Escritório', value: 'Daniel Law' },
      { label: 'Cliente', value: 'Acme Indústria Ltda' },
      { label: 'Período', value: '01/11/2026 a 30/11/2026' },
      { label: 'Emitido em', value: '25/11/2026' },
    ]);
    expect(doc.tables[0]!.rows).toEqual([
      [
        'Contrato 2026/2',
        '01/07/2026',
        '30/06/2027',
        '060:00',
        'R$ 12.600,00',
        '005:00',
        '011:00',
        '044:00',
        'Vigente',
      ],
      [
        'de 10h 00min de 25/11/2026',
        '25/11/2026',
        '31/12/2026',
        '010:00',
        'R$ 3.500,00',
        '000:00',
        '002:00',
        '008:00',
        'Vigente',
      ],
    ]);
    expect(doc.tables[1]!.rows).toEqual([]);
    expect(doc.summary).toEqual([
      { label: 'Serviços finalizados', value: '3' },
      { label: 'Horas dos serviços', value: '003:30' },
      { label: 'Valor dos serviços', value: 'R$ 1.016,66' },
      { label: 'Horas usadas do banco no período', value: '003:00' },
      { label: 'Contratado (pacotes vigentes em 25/11/2026)', value: 'R$ 16.100,00' },
      { label: 'Saldo dos pacotes vigentes em 25/11/2026', value: '052:00 (52h 00min)' },
    ]);
  });
});
