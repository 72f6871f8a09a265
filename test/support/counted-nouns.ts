import type { Language } from '../../src/i18n/index.js';

/**
 * The nouns the texts count, in each form, for the rendered-output check that a number and the
 * noun after it agree (test/i18n.grammar.test.ts). Per language: `one` the forms that go with a
 * count CLDR calls `one` (1, and in Russian 21), `other` those that go with the rest; Russian
 * splits `few` (2–4, 22…) from `many` (5–20, 1000). A form both could take (German `Token`) is in
 * neither list. Case forms count: Russian `минуту` (accusative) is a `one` form.
 */
export interface Forms {
  one: readonly string[];
  few?: readonly string[];
  many?: readonly string[];
  other?: readonly string[];
}

const en = (pairs: string): Forms => {
  const words = pairs
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p.split('/') as [string, string]);
  return { one: words.map(([a]) => a), other: words.map(([, b]) => b) };
};

export const COUNTED: Readonly<Record<Exclude<Language, 'ja'>, Forms>> = {
  en: en(
    'minute/minutes hour/hours day/days week/weeks row/rows request/requests member/members holder/holders feed/feeds schedule/schedules system/systems chain/chains address/addresses winner/winners quest/quests completion/completions task/tasks run/runs action/actions point/points place/places NFT/NFTs token/tokens character/characters part/parts',
  ),
  de: en(
    'Minute/Minuten Stunde/Stunden Woche/Wochen Zeile/Zeilen Anfrage/Anfragen Mitglied/Mitglieder Mitglieds/Mitgliedern Feed/Feeds Zeitplan/Zeitpläne System/Systeme Chain/Chains Adresse/Adressen Dezimalstelle/Dezimalstellen Quest/Quests Abschluss/Abschlüsse Aufgabe/Aufgaben Lauf/Läufe Aktion/Aktionen Punkt/Punkte Teil/Teile',
  ),
  es: en(
    'minuto/minutos hora/horas día/días semana/semanas fila/filas solicitud/solicitudes miembro/miembros titular/titulares feed/feeds programación/programaciones sistema/sistemas cadena/cadenas dirección/direcciones decimal/decimales ganador/ganadores misión/misiones finalización/finalizaciones tarea/tareas ejecución/ejecuciones acción/acciones punto/puntos parte/partes token/tokens',
  ),
  fr: en(
    'minute/minutes heure/heures jour/jours semaine/semaines ligne/lignes requête/requêtes membre/membres détenteur/détenteurs flux/flux programmation/programmations système/systèmes chaîne/chaînes adresse/adresses décimale/décimales gagnant/gagnants quête/quêtes complétion/complétions tâche/tâches exécution/exécutions action/actions point/points partie/parties jeton/jetons',
  ),
  'pt-BR': en(
    'minuto/minutos hora/horas dia/dias semana/semanas linha/linhas solicitação/solicitações membro/membros detentor/detentores feed/feeds agendamento/agendamentos sistema/sistemas rede/redes endereço/endereços casa/casas ganhador/ganhadores vencedor/vencedores missão/missões conclusão/conclusões tarefa/tarefas execução/execuções ação/ações ponto/pontos parte/partes token/tokens',
  ),
  ru: {
    // Genitive singular too ("из 1 строки"): after 1 or 21 only a `many` form is wrong.
    one: 'минута минуту час день неделя неделю строка строку запрос участник держатель лента ленту расписание система систему сеть адрес знак победитель квест выполнение задание запуск действие балл часть токен символ минуты часа дня недели строки запроса участника держателя ленты расписания системы сети адреса знака победителя квеста выполнения задания запуска действия балла части токена символа'.split(
      ' ',
    ),
    few: 'минуты часа дня недели строки запроса участника держателя ленты расписания системы сети адреса знака победителя квеста выполнения задания запуска действия балла части токена символа'.split(
      ' ',
    ),
    many: 'минут часов дней недель строк запросов участников держателей лент расписаний систем сетей адресов знаков победителей квестов выполнений заданий запусков действий баллов частей токенов символов'.split(
      ' ',
    ),
  },
};
