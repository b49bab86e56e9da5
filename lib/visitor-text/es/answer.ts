import type { VisitorText } from "../en";

/** "Was this helpful?" and Listen, in Spanish (issue 28). */

export const helpful: VisitorText["helpful"] = {
  question: "¿Le sirvió esta respuesta?",
  yes: "Sí",
  no: "No",
  whyNot: "¿Por qué no?",
  reasons: {
    tooHard: "Es difícil de leer",
    notAnswered: "No responde mi pregunta",
    otherLanguage: "La necesito en otro idioma",
    somethingElse: "Otra cosa",
  },
  commentLabel: "Cuéntenos más (puede dejarlo vacío)",
  send: "Enviar",
  sending: "Enviando…",
  thanks: "¡Gracias! Su respuesta nos ayuda a mejorar.",
  failed: "Lo sentimos, no funcionó. Intente otra vez.",
  answersMine: "Esto responde mi pregunta",
  answersMineThanks: "Gracias. Esto nos ayuda a responder a otros.",
};

export const readAloud: VisitorText["readAloud"] = {
  listen: "Escuchar",
  pause: "Pausa",
  resume: "Seguir",
  stop: "Parar",
  speed: "Velocidad",
  slower: "Más lento",
  normal: "Normal",
  reading: "Leyendo",
  paused: "En pausa",
  stopped: "Parado",
  finished: "Terminado",
};
