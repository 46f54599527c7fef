export type DamageDegree = 0 | 1 | 2 | 3;

export type DamageDegreeOption = { value: DamageDegree; label: string; description: string };

/** Damage degree GD (Resolução CD/ANPD nº 4/2023, Anexo I); wording of our own for the screen. */
export const DAMAGE_DEGREES: readonly DamageDegreeOption[] = [
  {
    value: 0,
    label: 'Grau 0',
    description:
      'Sem dano aos titulares, ou apenas impactos insignificantes, próprios de situações previsíveis do dia a dia.',
  },
  {
    value: 1,
    label: 'Grau 1',
    description:
      'Dano limitado e facilmente reversível a poucos titulares; ou determinação da ANPD cumprida com atraso, sem prejuízo ao processo ou a terceiros.',
  },
  {
    value: 2,
    label: 'Grau 2',
    description:
      'Dano a direitos difusos, coletivos ou individuais que não se enquadra nos graus 0, 1 ou 3; ou atraso que prejudicou diretamente o processo ou terceiros, sem má-fé.',
  },
  {
    value: 3,
    label: 'Grau 3',
    description:
      'Dano material ou moral irreversível ou de difícil reversão (discriminação, integridade física, imagem, fraude financeira, uso indevido de identidade); ou litigância de má-fé.',
  },
];

export function damageDegreeOption(value: DamageDegree): DamageDegreeOption {
  const option = DAMAGE_DEGREES.find((degree) => degree.value === value);
  if (!option) throw new RangeError(`Unknown damage degree ${value}`);
  return option;
}
