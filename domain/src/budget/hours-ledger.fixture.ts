import type { HoursLedger, HoursPack } from './hours-ledger';

// One client's hours bank, worked by hand. Today is 25/11/2026.
//   P1 040:00 R$ 8.000,00   01/01/2026-30/06/2026 (expired)
//   P2 060:00 R$ 12.600,00  01/07/2026-30/06/2027
//   P3 010:00 R$ 3.500,00   25/11/2026-31/12/2026
//   removal 005:00 recorded 01/09/2026 (referring to 09/2026): P2 was the only pack in force
//   use 01:30 on 10/12/2025: no pack in force, uses no pack
//   use 16:30 on 15/04/2026 and 00:30 on 04/06/2026 (requested 29/05, finished 04/06): P1
//   use 10:00 on 10/07/2026 and 01:00 on 20/11/2026: P2
//   use 02:00 today: P3, the pack in force that expires first
// P1 expires with 40:00 - 17:00 = 23:00 unused. In force today: P2 60:00 - 05:00 - 11:00 =
// 44:00 and P3 10:00 - 02:00 = 08:00. Contratada 65:00, Gasto 13:00, Saldo 52:00,
// Contratado R$ 16.100,00, Expira em 30/06/2027.
export const TODAY = '2026-11-25';
export const P1: HoursPack = {
  id: 1,
  minutes: 2400,
  valor: 8000,
  startsOn: '2026-01-01',
  expiresOn: '2026-06-30',
  descricao: 'Contrato 2026/1',
};
export const P2: HoursPack = {
  id: 2,
  minutes: 3600,
  valor: 12600,
  startsOn: '2026-07-01',
  expiresOn: '2027-06-30',
  descricao: 'Contrato 2026/2',
};
export const P3: HoursPack = {
  id: 3,
  minutes: 600,
  valor: 3500,
  startsOn: '2026-11-25',
  expiresOn: '2026-12-31',
  descricao: null,
};
export const LEDGER: HoursLedger = {
  packs: [P3, P1, P2],
  removals: [{ id: 1, minutes: 300, day: '2026-09-01', month: '09/2026' }],
  uses: [
    { day: '2025-12-10', minutes: 90 },
    { day: '2026-04-15', minutes: 990 },
    { day: '2026-06-04', minutes: 30 },
    { day: '2026-07-10', minutes: 600 },
    { day: '2026-11-20', minutes: 60, demandId: 101 },
    { day: '2026-11-25', minutes: 120, demandId: 102 },
  ],
};
