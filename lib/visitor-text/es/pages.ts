import type { VisitorText } from "../en";

import { list } from "./faq";

/** Titles and descriptions, the privacy policy and the language choice, in plain Spanish. */

export const meta: VisitorText["meta"] = {
  siteTitle: "Preguntas frecuentes",
  titleTemplate: "%s | Preguntas frecuentes de Literacy Programme",
  siteDescription:
    "Respuestas a preguntas comunes sobre nuestro programa de lectura: cursos, tutorías, la ciencia de la lectura, el libro guía, pedidos y cuentas.",
  faqDescription:
    "Respuestas a preguntas comunes sobre nuestro programa de lectura: cursos, tutorías, la ciencia de la lectura, el libro guía, pedidos y cuentas.",
  searchTitle: (query: string): string => `${query} – ${list.title}`,
  searchDescription: (query: string): string =>
    `Respuestas sobre “${query}” en las preguntas frecuentes de nuestro programa de lectura.`,
};

export const privacy: VisitorText["privacy"] = {
  title: "Política de privacidad",
  description:
    "Qué guardamos cuando usa nuestro sitio de preguntas: búsquedas anónimas, para mejorar el sitio, y las preguntas que usted decida enviarnos. Nunca las vendemos ni las compartimos.",
  effectiveDate: "Vigente desde:",
  date: "20 de noviembre de 2024",
  lead: "Queremos que se sienta seguro aquí. Puede leer y buscar nuestras preguntas y respuestas sin registrarse. Nunca le preguntamos quién es.",
  collect: {
    heading: "Qué guardamos",
    what: "Solo guardamos **búsquedas anónimas**. Es decir, las palabras que escribe para buscar, y la hora en que buscó.",
    notKept:
      "No guardamos su nombre, su correo, su dirección IP ni una cookie con su búsqueda. Nadie puede saber que una búsqueda es suya.",
  },
  questions: {
    heading: "Si nos envía una pregunta",
    kept: "Guardamos su pregunta para poder responderla. Si nos da su correo, también lo guardamos, pero nada más sobre usted.",
    why: "Usamos su correo para una sola cosa: enviarle un correo cuando respondamos su pregunta.",
    howLong:
      "Borramos su correo apenas enviamos ese mensaje. Si no hemos respondido en 90 días, lo borramos de todos modos.",
  },
  use: {
    heading: "Para qué lo usamos",
    intro: "Usamos las palabras que busca para dos cosas:",
    improve: "para mejorar este sitio, por ejemplo con respuestas a lo que la gente busca;",
    trends: "para saber qué temas preguntan muchas familias.",
  },
  share: {
    heading: "Quién lo ve",
    text: "**Nunca vendemos** estos datos. No los damos a nadie, solo si la ley nos obliga.",
  },
  device: {
    heading: "Lo que queda en su equipo",
    text: "Su navegador recuerda algunas cosas que elige aquí, como el orden de las preguntas o que cerró los consejos. Eso queda en su equipo. Nosotros no lo guardamos.",
  },
  contact: {
    heading: "¿Tiene preguntas? Con gusto le ayudamos",
    before: "Si tiene una pregunta sobre su privacidad, escríbanos a",
    after: ".",
  },
  back: "Volver a las preguntas",
};

export const language: VisitorText["language"] = {
  name: "Español",
  switcherLabel: "Idioma",
  offer: "Ver en español",
  offerClose: "Cerrar",
  untranslated: "(en inglés)",
  requestTranslation: "Pedir en español",
  translationRequested: "Gracias. Se lo diremos a nuestro equipo.",
  requestingTranslation: "Enviando…",
  translationRequestFailed: "Lo sentimos, no funcionó. Intente otra vez.",
  fallbackResults: "Respuestas en inglés",
  searchInSpanish: "Ver en español",
  outdatedTranslation: "La versión en inglés cambió. Esta traducción puede estar desactualizada.",
  readInEnglish: "Leer en inglés",
};
