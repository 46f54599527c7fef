import {
  clientDemandSchema,
  internalDataSchema,
  selectedId,
  staffDemandSchema,
  validateDeadlineText,
} from './demand';
import { collectFieldErrors } from './field-errors';

describe('selectedId', () => {
  it('reads ids from values and objects', () => {
    expect(selectedId(2)).toBe(2);
    expect(selectedId('12')).toBe(12);
    expect(selectedId({ id: 9, name: 'Documento' })).toBe(9);
    expect(selectedId('')).toBeNull();
    expect(selectedId(null)).toBeNull();
    expect(selectedId({})).toBeNull();
  });
});

describe('validateDeadlineText', () => {
  it('refuses a month above 12 or a day above 31', () => {
    expect(validateDeadlineText('10/13/2024')).toBe('Data do prazo inválida');
    expect(validateDeadlineText('32/12/2024')).toBe('Data do prazo inválida');
    expect(validateDeadlineText('31/12/2024')).toBeNull();
    expect(validateDeadlineText('')).toBeNull();
  });
});

const staff = {
  client: 1024,
  demanda: 'Revisão de contrato',
  serviceType: { id: 12 },
  areaInterna: 'Legal Design',
  areaDemandante: 'Compras',
  autorDemanda: 'Paula',
  consumoHoras: false,
  descricaoTrabalho: 'Revisar cláusulas de dados pessoais',
  lawyer: 3,
  prazoAtendimento: 'SLA',
};

describe('staffDemandSchema', () => {
  it('accepts an SLA demand without a deadline date', () => {
    expect(collectFieldErrors(staffDemandSchema, staff)).toEqual({});
  });

  it('answers an empty select (null) with the spec message', () => {
    expect(
      collectFieldErrors(staffDemandSchema, {
        ...staff,
        client: null,
        serviceType: null,
        lawyer: null,
      }),
    ).toEqual({
      client: 'Campo obrigatório',
      serviceType: 'Campo obrigatório',
      lawyer: 'Campo obrigatório',
    });
  });

  it('requires every listed field', () => {
    expect(collectFieldErrors(staffDemandSchema, {})).toEqual({
      client: 'Campo obrigatório',
      demanda: 'Campo obrigatório',
      serviceType: 'Campo obrigatório',
      areaInterna: 'Campo obrigatório',
      areaDemandante: 'Campo obrigatório',
      autorDemanda: 'Campo obrigatório',
      consumoHoras: 'Campo obrigatório',
      descricaoTrabalho: 'Campo obrigatório',
      lawyer: 'Campo obrigatório',
      prazoAtendimento: 'Campo obrigatório',
      prazo: 'Campo obrigatório',
    });
  });

  it('requires a full deadline when customised', () => {
    const custom = { ...staff, prazoAtendimento: 'CUSTOMIZADO' };
    expect(collectFieldErrors(staffDemandSchema, custom)).toEqual({ prazo: 'Campo obrigatório' });
    expect(collectFieldErrors(staffDemandSchema, { ...custom, prazo: '10/12/24' })).toEqual({
      prazo: 'Data do prazo inválida',
    });
    expect(collectFieldErrors(staffDemandSchema, { ...custom, prazo: '10/14/2024' })).toEqual({
      prazo: 'Data do prazo inválida',
    });
    expect(collectFieldErrors(staffDemandSchema, { ...custom, prazo: '10/12/2024' })).toEqual({});
  });
});

const request = {
  demanda: 'Dúvida sobre cookies',
  serviceType: 2,
  tipoConsulta: 'Consultiva',
  consumoHoras: true,
  descricaoTrabalho: 'Podemos usar cookies analíticos?',
  prazoAtendimento: 'SLA',
};

describe('clientDemandSchema', () => {
  it('accepts a consultation', () => {
    expect(collectFieldErrors(clientDemandSchema, request)).toEqual({});
  });

  it('requires tipoConsulta for consultations and tipoAvaliacao otherwise', () => {
    expect(collectFieldErrors(clientDemandSchema, { ...request, tipoConsulta: '' })).toEqual({
      tipoConsulta: 'Campo obrigatório',
    });
    expect(collectFieldErrors(clientDemandSchema, { ...request, serviceType: 9 })).toEqual({
      tipoAvaliacao: 'Campo obrigatório',
    });
    expect(
      collectFieldErrors(clientDemandSchema, {
        ...request,
        serviceType: 9,
        tipoAvaliacao: 'GERAL',
      }),
    ).toEqual({});
  });

  it('limits the description to 1024 characters', () => {
    expect(
      collectFieldErrors(clientDemandSchema, { ...request, descricaoTrabalho: 'a'.repeat(1024) }),
    ).toEqual({});
    expect(
      collectFieldErrors(clientDemandSchema, { ...request, descricaoTrabalho: 'a'.repeat(1025) }),
    ).toEqual({ descricaoTrabalho: 'Quantidade máxima de 1024 caracteres' });
  });

  it('limits the files to 10', () => {
    const files = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ name: `${i}.pdf` }));
    expect(collectFieldErrors(clientDemandSchema, { ...request, files: files(10) })).toEqual({});
    expect(collectFieldErrors(clientDemandSchema, { ...request, files: files(11) })).toEqual({
      files: 'Máximo de 10 documentos por solicitação',
    });
  });
});

describe('internalDataSchema', () => {
  it('requires value, hours, lawyer and area with typed values', () => {
    expect(
      collectFieldErrors(internalDataSchema, {
        valor: 'abc',
        horas: '',
        lawyer: 'x',
        areaInterna: '',
      }),
    ).toEqual({
      valor: 'Campo obrigatório',
      horas: 'Campo obrigatório',
      lawyer: 'Campo obrigatório',
      areaInterna: 'Campo obrigatório',
    });
    expect(
      collectFieldErrors(internalDataSchema, {
        valor: 150.5,
        horas: '001:30:00',
        lawyer: 3,
        areaInterna: 'Legal Design',
      }),
    ).toEqual({});
  });
});
