import { Type, type Static } from 'typebox';
import { CLOSED_DAY_KINDS } from '../calendar/brazilian-holidays';
import { FIRM_CLOSURE_DESCRIPTION_MAX } from '../calendar/firm-calendar-api';
import { Nullable, StringEnum } from './schema';

// The calls of the firm's calendar ('Calendário' in the administration menu, issue 29): the closed
// days of a year (every signed-in user reads them: the request forms check deadlines with them),
// the firm's own closures and its seat, kept by firm staff.

const CalendarDay = Type.String({ description: 'yyyy-MM-dd' });

// Years a calendar may be asked for: deadlines, reports and recesses of a working life.
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** A closed day of the calendar. */
export const ClosedDay = Type.Object({
  date: CalendarDay,
  /** What the screens and messages call it: 'Carnaval', 'Natal', 'Recesso de fim de ano'. */
  name: Type.String(),
  kind: StringEnum(CLOSED_DAY_KINDS),
});

/** A closure the firm keeps: one day or a period (a year-end recess). */
export const FirmClosure = Type.Object({
  id: Type.Integer(),
  inicio: CalendarDay,
  /** The last closed day (the same as `inicio` for one day). */
  fim: CalendarDay,
  descricao: Type.String(),
});

/** The firm's seat: its state's and city's holidays close the firm too. */
export const FirmSeat = Type.Object({
  /** Two-letter state code, 'SP'. */
  uf: Type.String(),
  /** The city's code in the holiday calendar ('SP' for São Paulo), or null for the state only. */
  cidade: Nullable(Type.String()),
  /** 'São Paulo/SP'. */
  nome: Type.String(),
});

/** GET /calendario query. */
export const FirmCalendarQuery = Type.Object({
  ano: Type.Integer({ minimum: FIRST_YEAR, maximum: LAST_YEAR }),
});

/** GET /calendario?ano=2027 */
export const FirmCalendarYear = Type.Object({
  ano: Type.Integer(),
  sede: FirmSeat,
  /** Every closed weekday and weekend holiday of the year, by date (the firm's closures too). */
  diasFechados: Type.Array(ClosedDay),
  /** The firm's closures touching the year. */
  fechamentos: Type.Array(FirmClosure),
  /** Ash Wednesday: open from `abertura`, a business day. */
  quartaDeCinzas: Type.Object({ data: CalendarDay, abertura: Type.String() }),
});

/** GET /calendario/sedes: the states, and the cities whose holidays the calendar knows. */
export const SeatOption = Type.Object({
  uf: Type.String(),
  nome: Type.String(),
  cidades: Type.Array(Type.Object({ codigo: Type.String(), nome: Type.String() })),
});

export const SeatOptionList = Type.Array(SeatOption);

/** PUT /calendario/sede body. */
export const FirmSeatRequest = Type.Object(
  {
    uf: Type.String({ maxLength: 2 }),
    cidade: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  },
  { additionalProperties: false },
);

/** POST /calendario/fechamentos body; an empty or missing `fim` is one day. */
export const FirmClosureRequest = Type.Object(
  {
    inicio: Type.String({ maxLength: 10 }),
    fim: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
    descricao: Type.String({ maxLength: FIRM_CLOSURE_DESCRIPTION_MAX }),
  },
  { additionalProperties: false },
);

export type ClosedDay = Static<typeof ClosedDay>;
export type FirmClosure = Static<typeof FirmClosure>;
export type FirmSeat = Static<typeof FirmSeat>;
export type FirmCalendarYear = Static<typeof FirmCalendarYear>;
export type SeatOption = Static<typeof SeatOption>;
export type FirmSeatRequest = Static<typeof FirmSeatRequest>;
export type FirmClosureRequest = Static<typeof FirmClosureRequest>;
