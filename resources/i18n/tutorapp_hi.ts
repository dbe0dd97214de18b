<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>bundled</source>
        <translation>साथ में शामिल</translation>
    </message>
    <message>
        <source>About TutorApp</source>
        <translation>TutorApp के बारे में</translation>
    </message>
    <message>
        <source>Answer model</source>
        <translation>उत्तर मॉडल</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>खोज मॉडल</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>डेटा फ़ोल्डर</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>लॉग फ़ाइल</translation>
    </message>
    <message>
        <source>Answers only from your NCERT textbooks, with the page for every answer. Works without internet; nothing leaves this computer.</source>
        <translation>उत्तर केवल आपकी NCERT पाठ्यपुस्तकों से, हर उत्तर के साथ उसका पृष्ठ। इंटरनेट के बिना चलता है; कुछ भी इस कंप्यूटर से बाहर नहीं जाता।</translation>
    </message>
</context>
<context>
    <name>AnswerCard</name>
    <message>
        <source>&lt;b&gt;You asked:&lt;/b&gt; {question}</source>
        <translation>&lt;b&gt;आपने पूछा:&lt;/b&gt; {question}</translation>
    </message>
    <message>
        <source>Your question</source>
        <translation>आपका प्रश्न</translation>
    </message>
    <message>
        <source>Answer status</source>
        <translation>उत्तर की स्थिति</translation>
    </message>
    <message>
        <source>Show the passages found</source>
        <translation>मिले हुए अंश दिखाएँ</translation>
    </message>
    <message>
        <source>Sources found ({n})</source>
        <translation>मिले स्रोत ({n})</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>उत्तर</translation>
    </message>
    <message>
        <source>Sources of this answer</source>
        <translation>इस उत्तर के स्रोत</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sources&lt;/b&gt; (Tab to reach, Enter to open)</source>
        <translation>&lt;b&gt;स्रोत&lt;/b&gt; (Tab से पहुँचें, Enter से खोलें)</translation>
    </message>
    <message>
        <source>You could ask about:</source>
        <translation>आप इनके बारे में पूछ सकते हैं:</translation>
    </message>
    <message>
        <source>Waiting for the tutor to load…</source>
        <translation>ट्यूटर के तैयार होने की प्रतीक्षा…</translation>
    </message>
    <message>
        <source>Reading 1 passage…</source>
        <translation>1 अंश पढ़ रहा है…</translation>
    </message>
    <message>
        <source>Reading {n} passages…</source>
        <translation>{n} अंश पढ़ रहा है…</translation>
    </message>
    <message>
        <source>Writing the explanation…</source>
        <translation>समझाकर लिख रहा है…</translation>
    </message>
    <message>
        <source>Searching your books…</source>
        <translation>आपकी किताबों में खोज रहा है…</translation>
    </message>
    <message>
        <source>Checking what your question assumes…</source>
        <translation>जाँच रहा है कि आपका प्रश्न क्या मानकर चलता है…</translation>
    </message>
    <message>
        <source>Reading the sources…</source>
        <translation>स्रोत पढ़ रहा है…</translation>
    </message>
    <message>
        <source>Answering…</source>
        <translation>उत्तर लिख रहा है…</translation>
    </message>
    <message>
        <source>Continuing…</source>
        <translation>आगे लिख रहा है…</translation>
    </message>
    <message>
        <source>Checking the answer against your books…</source>
        <translation>उत्तर को आपकी किताबों से जाँच रहा है…</translation>
    </message>
    <message>
        <source>Answering again, more strictly…</source>
        <translation>फिर से, और ध्यान से उत्तर दे रहा है…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>रोका गया</translation>
    </message>
    <message>
        <source>Your books cover this only partly: check the pages below</source>
        <translation>आपकी किताबों में यह केवल कुछ हद तक है: नीचे दिए पृष्ठ देखें</translation>
    </message>
    <message>
        <source>Answered from your books (confidence: high)</source>
        <translation>आपकी किताबों से उत्तर (भरोसा: ऊँचा)</translation>
    </message>
    <message>
        <source>Answered from your books (confidence: medium)</source>
        <translation>आपकी किताबों से उत्तर (भरोसा: मध्यम)</translation>
    </message>
    <message>
        <source>Answered from your books</source>
        <translation>आपकी किताबों से उत्तर</translation>
    </message>
    <message>
        <source>Not in your books</source>
        <translation>आपकी किताबों में नहीं है</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>कुछ गड़बड़ हो गई</translation>
    </message>
    <message>
        <source>{status} · from your history</source>
        <translation>{status} · आपके पिछले प्रश्नों से</translation>
    </message>
    <message>
        <source>From your history</source>
        <translation>आपके पिछले प्रश्नों से</translation>
    </message>
    <message>
        <source>Checked against your books: {reason}</source>
        <translation>आपकी किताबों से जाँचा गया: {reason}</translation>
    </message>
    <message>
        <source>You stopped the answer; the sentences it had finished are kept.</source>
        <translation>आपने उत्तर रोक दिया; जो वाक्य पूरे हो चुके थे, वे रखे गए हैं।</translation>
    </message>
    <message>
        <source>You stopped the answer before it had a full sentence.</source>
        <translation>आपने उत्तर को एक भी पूरा वाक्य बनने से पहले रोक दिया।</translation>
    </message>
    <message>
        <source>Tell me about {chapter}</source>
        <translation>{chapter} के बारे में बताइए</translation>
    </message>
    <message>
        <source>Ask about {chapter}</source>
        <translation>{chapter} के बारे में पूछें</translation>
    </message>
    <message>
        <source>Not found in your books</source>
        <translation>आपकी किताबों में नहीं मिला</translation>
    </message>
</context>
<context>
    <name>AskBar</name>
    <message>
        <source>Ask</source>
        <translation>पूछें</translation>
    </message>
    <message>
        <source>Ask the question</source>
        <translation>प्रश्न पूछें</translation>
    </message>
    <message>
        <source>Ask the question (Enter)</source>
        <translation>प्रश्न पूछें (Enter)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>रोकें</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>उत्तर रोकें</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>उत्तर रोकें (Esc)</translation>
    </message>
    <message>
        <source>Answer &amp;from:</source>
        <translation>उत्तर यहाँ से (&amp;F):</translation>
    </message>
</context>
<context>
    <name>BookDetailsDialog</name>
    <message>
        <source>&amp;Class</source>
        <translation>कक्षा (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Subject</source>
        <translation>विषय (&amp;S)</translation>
    </message>
    <message>
        <source>Book &amp;title</source>
        <translation>किताब का नाम (&amp;T)</translation>
    </message>
    <message>
        <source>Chapter &amp;number</source>
        <translation>अध्याय संख्या (&amp;N)</translation>
    </message>
    <message>
        <source>C&amp;hapter title</source>
        <translation>अध्याय का नाम (&amp;H)</translation>
    </message>
    <message>
        <source>Details of {file}</source>
        <translation>{file} का विवरण</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>तय नहीं</translation>
    </message>
</context>
<context>
    <name>CitationLink</name>
    <message>
        <source>Source {n}: {label}</source>
        <translation>स्रोत {n}: {label}</translation>
    </message>
    <message>
        <source>Open the book at this page (Enter)</source>
        <translation>किताब को इसी पृष्ठ पर खोलें (Enter)</translation>
    </message>
</context>
<context>
    <name>CitationOpener</name>
    <message>
        <source>{error} The book may have been removed from the library.</source>
        <translation>{error} हो सकता है कि किताब लाइब्रेरी से हटा दी गई हो।</translation>
    </message>
    <message>
        <source>Getting the page from the lab server…</source>
        <translation>लैब सर्वर से पृष्ठ ला रहा है…</translation>
    </message>
</context>
<context>
    <name>ClassReportDialog</name>
    <message>
        <source>TutorApp question files (*.json);;All files (*)</source>
        <translation>TutorApp प्रश्न फ़ाइलें (*.json);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>Spreadsheet (*.csv)</source>
        <translation>स्प्रेडशीट (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>टेक्स्ट (*.txt)</translation>
    </message>
    <message>
        <source>No questions from {laptops} laptops.</source>
        <translation>{laptops} लैपटॉप से कोई प्रश्न नहीं।</translation>
    </message>
    <message>
        <source>No questions.</source>
        <translation>कोई प्रश्न नहीं।</translation>
    </message>
    <message>
        <source>No questions since {since} from {laptops} laptops.</source>
        <translation>{since} से {laptops} लैपटॉप से कोई प्रश्न नहीं।</translation>
    </message>
    <message>
        <source>No questions since {since}.</source>
        <translation>{since} से कोई प्रश्न नहीं।</translation>
    </message>
    <message>
        <source>{asked} question(s) from {laptops} laptops, {first} to {last}: {answered} answered, {refused} not answered by the books.</source>
        <translation>{laptops} लैपटॉप से {asked} प्रश्न, {first} से {last} तक: {answered} के उत्तर मिले, {refused} के उत्तर किताबों में नहीं थे।</translation>
    </message>
    <message>
        <source>{asked} question(s), {first} to {last}: {answered} answered, {refused} not answered by the books.</source>
        <translation>{asked} प्रश्न, {first} से {last} तक: {answered} के उत्तर मिले, {refused} के उत्तर किताबों में नहीं थे।</translation>
    </message>
    <message>
        <source>No chapter found (asked when no book was near)</source>
        <translation>कोई अध्याय नहीं मिला (जब कोई किताब पास नहीं थी)</translation>
    </message>
    <message>
        <source>Class report</source>
        <translation>कक्षा रिपोर्ट</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>सारांश</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>सभी प्रश्न</translation>
    </message>
    <message>
        <source>Questions asked since</source>
        <translation>इस तारीख से पूछे गए प्रश्न</translation>
    </message>
    <message>
        <source>Chapter / question not answered</source>
        <translation>अध्याय / जिस प्रश्न का उत्तर नहीं मिला</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>पूछे गए</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>उत्तर मिला</translation>
    </message>
    <message>
        <source>Not answered</source>
        <translation>उत्तर नहीं मिला</translation>
    </message>
    <message>
        <source>Questions per chapter</source>
        <translation>हर अध्याय के प्रश्न</translation>
    </message>
    <message>
        <source>Combine laptops&apos; files…</source>
        <translation>लैपटॉप की फ़ाइलें जोड़ें…</translation>
    </message>
    <message>
        <source>Files made on each laptop with “Export this computer&apos;s questions…”</source>
        <translation>हर लैपटॉप पर “इस कंप्यूटर के प्रश्न निर्यात करें…” से बनी फ़ाइलें</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>यह कंप्यूटर</translation>
    </message>
    <message>
        <source>&amp;Save report…</source>
        <translation>रिपोर्ट सहेजें (&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Export this computer&apos;s questions…</source>
        <translation>इस कंप्यूटर के प्रश्न निर्यात करें (&amp;E)…</translation>
    </message>
    <message>
        <source>Asked since:</source>
        <translation>इस तारीख से:</translation>
    </message>
    <message>
        <source>Only the questions are counted — never the answers or the tutor&apos;s scratch work. Questions stay on each computer until you export them.</source>
        <translation>केवल प्रश्न गिने जाते हैं — उत्तर या ट्यूटर का रफ़ कार्य कभी नहीं। प्रश्न हर कंप्यूटर पर ही रहते हैं, जब तक आप उन्हें निर्यात न करें।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Laptops&apos; files:&lt;/b&gt; {names}</source>
        <translation>&lt;b&gt;लैपटॉप की फ़ाइलें:&lt;/b&gt; {names}</translation>
    </message>
    <message>
        <source>last asked {time}</source>
        <translation>आख़िरी बार पूछा गया {time}</translation>
    </message>
    <message>
        <source>The report could not be saved to {path} ({error}).</source>
        <translation>रिपोर्ट {path} में सहेजी नहीं जा सकी ({error})।</translation>
    </message>
    <message>
        <source>{n} question(s) written to {path}. Copy the file to the teacher&apos;s computer and use “Combine laptops&apos; files…”.</source>
        <translation>{n} प्रश्न {path} में लिखे गए। फ़ाइल को शिक्षक के कंप्यूटर पर कॉपी करें और “लैपटॉप की फ़ाइलें जोड़ें…” चुनें।</translation>
    </message>
    <message>
        <source>Combine laptops&apos; question files</source>
        <translation>लैपटॉप की प्रश्न फ़ाइलें जोड़ें</translation>
    </message>
    <message>
        <source>Save the class report</source>
        <translation>कक्षा रिपोर्ट सहेजें</translation>
    </message>
    <message>
        <source>Export this computer&apos;s questions</source>
        <translation>इस कंप्यूटर के प्रश्न निर्यात करें</translation>
    </message>
</context>
<context>
    <name>Conversation</name>
    <message>
        <source>Ask a question about your textbooks in the box below.
Every answer shows the book pages it came from; open one to read it there.</source>
        <translation>नीचे के बॉक्स में अपनी पाठ्यपुस्तकों के बारे में प्रश्न पूछें।
हर उत्तर बताता है कि वह किताब के किस पृष्ठ से आया है; वहीं पढ़ने के लिए उसे खोलें।</translation>
    </message>
</context>
<context>
    <name>EventPump</name>
    <message>
        <source>Something went wrong inside TutorApp. The details were written to its log file.</source>
        <extracomment>Shown when the work raised something that is not a ``TutorError`` (the caller may replace it with one naming the log file).</extracomment>
        <translation>TutorApp के अंदर कुछ गड़बड़ हो गई। पूरी जानकारी उसकी लॉग फ़ाइल में लिखी गई है।</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Past questions</source>
        <translation>पिछले प्रश्न</translation>
    </message>
    <message>
        <source>Clear history</source>
        <translation>पिछले प्रश्न मिटाएँ</translation>
    </message>
    <message>
        <source>Forget all past questions and answers</source>
        <translation>सभी पिछले प्रश्न और उत्तर भूल जाएँ</translation>
    </message>
    <message>
        <source>Not in your books</source>
        <translation>आपकी किताबों में नहीं है</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>उत्तर मिला</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>बातचीत</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>रोका गया</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>कुछ गड़बड़ हो गई</translation>
    </message>
    <message>
        <source>Forget all past questions and answers?</source>
        <translation>सभी पिछले प्रश्न और उत्तर भूल जाएँ?</translation>
    </message>
</context>
<context>
    <name>IngestStatus</name>
    <message>
        <source>Problems adding books</source>
        <translation>किताबें जोड़ने में समस्याएँ</translation>
    </message>
    <message>
        <source>Adding books status</source>
        <translation>किताबें जोड़ने की स्थिति</translation>
    </message>
    <message>
        <source>Adding books progress</source>
        <translation>किताबें जोड़ने की प्रगति</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Cancel adding books</source>
        <translation>किताबें जोड़ना रद्द करें</translation>
    </message>
    <message>
        <source>Stop after the current step; books already added stay</source>
        <translation>इस चरण के बाद रुकें; जो किताबें जुड़ चुकी हैं, वे रहेंगी</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>शुरू हो रहा है…</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>{name} पढ़ रहा है…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>रुक रहा है…</translation>
    </message>
    <message>
        <source>Adding books stopped because of the problem above.</source>
        <translation>ऊपर लिखी समस्या के कारण किताबें जोड़ना रुक गया।</translation>
    </message>
    <message>
        <source>Stopped. Books added before stopping are kept.</source>
        <translation>रुक गया। रुकने से पहले जुड़ी किताबें रखी गई हैं।</translation>
    </message>
</context>
<context>
    <name>LabConnectDialog</name>
    <message>
        <source>TutorApp: lab server</source>
        <translation>TutorApp: लैब सर्वर</translation>
    </message>
    <message>
        <source>Why TutorApp could not connect</source>
        <translation>TutorApp क्यों नहीं जुड़ सका</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>फिर से कोशिश करें</translation>
    </message>
    <message>
        <source>Use this laptop instead</source>
        <translation>इसकी जगह यही लैपटॉप इस्तेमाल करें</translation>
    </message>
    <message>
        <source>Answer with this laptop&apos;s own books and model</source>
        <translation>इसी लैपटॉप की किताबों और मॉडल से उत्तर दें</translation>
    </message>
</context>
<context>
    <name>LabFields</name>
    <message>
        <source>e.g. 192.168.1.20:8765 (on the teacher&apos;s screen)</source>
        <translation>जैसे 192.168.1.20:8765 (शिक्षक की स्क्रीन पर)</translation>
    </message>
    <message>
        <source>e.g. ABCD-2345</source>
        <translation>जैसे ABCD-2345</translation>
    </message>
    <message>
        <source>These books are on the lab server at {url}. Only the teacher can add, remove or edit them there.</source>
        <translation>ये किताबें {url} पर लैब सर्वर में हैं। इन्हें केवल शिक्षक वहीं जोड़, हटा या बदल सकते हैं।</translation>
    </message>
    <message>
        <source>Lab server</source>
        <translation>लैब सर्वर</translation>
    </message>
    <message>
        <source>Use the lab server (the teacher&apos;s computer answers)</source>
        <translation>लैब सर्वर इस्तेमाल करें (उत्तर शिक्षक का कंप्यूटर देगा)</translation>
    </message>
    <message>
        <source>Use the lab server</source>
        <translation>लैब सर्वर इस्तेमाल करें</translation>
    </message>
    <message>
        <source>Lab server address</source>
        <translation>लैब सर्वर का पता</translation>
    </message>
    <message>
        <source>Class code</source>
        <translation>कक्षा कोड</translation>
    </message>
    <message>
        <source>Books and answers then come from the teacher&apos;s computer over the school network; questions are still read on this laptop.</source>
        <translation>तब किताबें और उत्तर स्कूल के नेटवर्क से शिक्षक के कंप्यूटर से आते हैं; प्रश्न फिर भी इसी लैपटॉप पर पढ़े जाते हैं।</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>पता (&amp;A):</translation>
    </message>
    <message>
        <source>Class &amp;code:</source>
        <translation>कक्षा कोड (&amp;C):</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Class {n}</source>
        <translation>कक्षा {n}</translation>
    </message>
    <message>
        <source>Ch {n}</source>
        <translation>अध्याय {n}</translation>
    </message>
    <message>
        <source>p. {n}</source>
        <translation>पृ. {n}</translation>
    </message>
    <message>
        <source>PDF page {n}</source>
        <translation>PDF पृष्ठ {n}</translation>
    </message>
    <message>
        <source>{n} PDF pages</source>
        <translation>{n} PDF पृष्ठ</translation>
    </message>
    <message>
        <source>pp. {first}–{last}</source>
        <translation>पृ. {first}–{last}</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>Something went wrong inside TutorApp (a bug, not your mistake). The details were written to {log}.</source>
        <translation>TutorApp के अंदर कुछ गड़बड़ हो गई (यह प्रोग्राम की गलती है, आपकी नहीं)। पूरी जानकारी {log} में लिखी गई है।</translation>
    </message>
    <message>
        <source>{problem}

TutorApp keeps a backup of it. Restore the library from the backup now? (Your PDF files are not affected.)</source>
        <translation>{problem}

TutorApp इसकी एक बैकअप कॉपी रखता है। क्या अभी बैकअप से लाइब्रेरी वापस लाएँ? (आपकी PDF फ़ाइलों पर कोई असर नहीं होगा।)</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <source>&amp;Add PDFs…</source>
        <translation>PDF जोड़ें (&amp;A)…</translation>
    </message>
    <message>
        <source>Add textbook PDF files</source>
        <translation>पाठ्यपुस्तक की PDF फ़ाइलें जोड़ें</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>फ़ोल्डर जोड़ें (&amp;F)…</translation>
    </message>
    <message>
        <source>Add every PDF in a folder</source>
        <translation>किसी फ़ोल्डर की सभी PDF जोड़ें</translation>
    </message>
    <message>
        <source>&amp;Re-index</source>
        <translation>दोबारा पढ़ें (&amp;R)</translation>
    </message>
    <message>
        <source>Read the selected book&apos;s PDF again</source>
        <translation>चुनी हुई किताब की PDF फिर से पढ़ें</translation>
    </message>
    <message>
        <source>&amp;Edit details…</source>
        <translation>विवरण बदलें (&amp;E)…</translation>
    </message>
    <message>
        <source>Correct the class, subject or titles</source>
        <translation>कक्षा, विषय या नाम ठीक करें</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>हटाएँ (&amp;M)</translation>
    </message>
    <message>
        <source>Remove the selected book from the library</source>
        <translation>चुनी हुई किताब को लाइब्रेरी से हटाएँ</translation>
    </message>
    <message>
        <source>Books in the library</source>
        <translation>लाइब्रेरी की किताबें</translation>
    </message>
    <message>
        <source>Where the books come from</source>
        <translation>किताबें कहाँ से आती हैं</translation>
    </message>
    <message>
        <source>The library needs rebuilding</source>
        <translation>लाइब्रेरी को फिर से बनाना होगा</translation>
    </message>
    <message>
        <source>Rebuild the library</source>
        <translation>लाइब्रेरी फिर से बनाएँ</translation>
    </message>
    <message>
        <source>Read every book&apos;s PDF again for the new search model</source>
        <translation>नए खोज मॉडल के लिए हर किताब की PDF फिर से पढ़ें</translation>
    </message>
    <message>
        <source>Other books</source>
        <translation>अन्य किताबें</translation>
    </message>
    <message>
        <source>The sample chapter is missing ({path}). Reinstall.</source>
        <translation>नमूना अध्याय नहीं मिला ({path})। TutorApp फिर से इंस्टॉल करें।</translation>
    </message>
    <message>
        <source>Rebuild the library first (the button above the books).</source>
        <translation>पहले लाइब्रेरी फिर से बनाएँ (किताबों के ऊपर वाला बटन)।</translation>
    </message>
    <message>
        <source>{n} more item(s) will be added after the current ones.</source>
        <translation>अभी वाली के बाद {n} और चीज़ें जोड़ी जाएँगी।</translation>
    </message>
    <message>
        <source>This library was built with another search model or text splitter, so it cannot be searched until it is rebuilt from the PDFs ({reason}).</source>
        <translation>यह लाइब्रेरी किसी दूसरे खोज मॉडल या पाठ-विभाजक से बनी थी, इसलिए PDF से फिर से बनाए जाने तक इसमें खोज नहीं हो सकती ({reason})।</translation>
    </message>
    <message>
        <source>Remove “{book}” from the library? The PDF file itself is kept.</source>
        <translation>“{book}” को लाइब्रेरी से हटाएँ? PDF फ़ाइल अपनी जगह रहेगी।</translation>
    </message>
    <message>
        <source>Remove book</source>
        <translation>किताब हटाएँ</translation>
    </message>
    <message>
        <source>Removed {file}.</source>
        <translation>{file} हटा दी गई।</translation>
    </message>
    <message>
        <source>Saved the details of {file}.</source>
        <translation>{file} का विवरण सहेजा गया।</translation>
    </message>
    <message>
        <source>Add textbook PDFs</source>
        <translation>पाठ्यपुस्तक की PDF जोड़ें</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF फ़ाइलें (*.pdf)</translation>
    </message>
    <message>
        <source>Add a folder of PDFs</source>
        <translation>PDF वाला फ़ोल्डर जोड़ें</translation>
    </message>
    <message>
        <source>{pages} ({n} pages in the PDF): ready for questions</source>
        <translation>{pages} (PDF में {n} पृष्ठ): प्रश्नों के लिए तैयार</translation>
    </message>
    <message>
        <source>Class not known</source>
        <translation>कक्षा पता नहीं</translation>
    </message>
    <message>
        <source>Class {n}</source>
        <translation>कक्षा {n}</translation>
    </message>
    <message>
        <source>Reading {name}: page {done}/{total}</source>
        <translation>{name} पढ़ रहा है: पृष्ठ {done}/{total}</translation>
    </message>
    <message>
        <source>Reading text from page images of {name}: page {done}/{total}</source>
        <translation>{name} के पृष्ठों की तस्वीरों से पाठ पढ़ रहा है: पृष्ठ {done}/{total}</translation>
    </message>
    <message>
        <source>Indexing {name}: passage {done}/{total}</source>
        <translation>{name} को खोज के लिए तैयार कर रहा है: अंश {done}/{total}</translation>
    </message>
    <message>
        <source>Adding {files} PDF file(s) (ignoring {skipped} file(s) that are not PDFs)…</source>
        <translation>{files} PDF फ़ाइलें जोड़ रहा है ({skipped} फ़ाइलें PDF नहीं हैं, उन्हें छोड़ा)…</translation>
    </message>
    <message>
        <source>Adding {files} PDF file(s)…</source>
        <translation>{files} PDF फ़ाइलें जोड़ रहा है…</translation>
    </message>
    <message>
        <source>Done in {seconds} s: {added} added, {unchanged} unchanged, {failed} could not be added.</source>
        <translation>{seconds} सेकंड में पूरा: {added} जोड़ी गईं, {unchanged} पहले जैसी, {failed} नहीं जुड़ सकीं।</translation>
    </message>
    <message>
        <source>Done in {seconds} s: {added} added, {unchanged} unchanged.</source>
        <translation>{seconds} सेकंड में पूरा: {added} जोड़ी गईं, {unchanged} पहले जैसी।</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Books</source>
        <translation>किताबें</translation>
    </message>
    <message>
        <source>History</source>
        <translation>पिछले प्रश्न</translation>
    </message>
    <message>
        <source>Books and history</source>
        <translation>किताबें और पिछले प्रश्न</translation>
    </message>
    <message>
        <source>Books or history</source>
        <translation>किताबें या पिछले प्रश्न</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>बातचीत</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>रुक रहा है…</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>नई बातचीत</translation>
    </message>
    <message>
        <source>read as a follow-up: {question}</source>
        <translation>पिछले प्रश्न से जोड़कर पढ़ा गया: {question}</translation>
    </message>
    <message>
        <source>This answer could not be saved in the history: the disk is full.</source>
        <translation>यह उत्तर पिछले प्रश्नों में सहेजा नहीं जा सका: डिस्क भर गई है।</translation>
    </message>
    <message>
        <source>The answer could not be saved in the history ({error}).</source>
        <translation>उत्तर पिछले प्रश्नों में सहेजा नहीं जा सका ({error})।</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>फ़ाइल (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Question</source>
        <translation>प्रश्न (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Teacher</source>
        <translation>शिक्षक (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>सहायता (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Add textbook PDFs…</source>
        <translation>पाठ्यपुस्तक की PDF जोड़ें (&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export books…</source>
        <translation>किताबें निर्यात करें (&amp;E)…</translation>
    </message>
    <message>
        <source>A file with books for the other laptops of a class</source>
        <translation>कक्षा के दूसरे लैपटॉप के लिए किताबों वाली एक फ़ाइल</translation>
    </message>
    <message>
        <source>&amp;Import books…</source>
        <translation>किताबें आयात करें (&amp;I)…</translation>
    </message>
    <message>
        <source>Add the books of a file made on another computer</source>
        <translation>किसी दूसरे कंप्यूटर पर बनी फ़ाइल की किताबें जोड़ें</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>सेटिंग्स (&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बंद करें (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;New question</source>
        <translation>नया प्रश्न (&amp;N)</translation>
    </message>
    <message>
        <source>New &amp;conversation</source>
        <translation>नई बातचीत (&amp;C)</translation>
    </message>
    <message>
        <source>Start a new conversation: the next question is not read as a follow-up</source>
        <translation>नई बातचीत शुरू करें: अगला प्रश्न पिछले से जोड़कर नहीं पढ़ा जाएगा</translation>
    </message>
    <message>
        <source>&amp;Stop the answer</source>
        <translation>उत्तर रोकें (&amp;S)</translation>
    </message>
    <message>
        <source>Class &amp;report…</source>
        <translation>कक्षा रिपोर्ट (&amp;R)…</translation>
    </message>
    <message>
        <source>Open the &amp;log folder</source>
        <translation>लॉग फ़ोल्डर खोलें (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;About TutorApp</source>
        <translation>TutorApp के बारे में (&amp;A)</translation>
    </message>
</context>
<context>
    <name>ModelStatus</name>
    <message>
        <source>Loading the tutor… {seconds} s</source>
        <translation>ट्यूटर तैयार हो रहा है… {seconds} सेकंड</translation>
    </message>
    <message>
        <source>Connecting to {target}… {seconds} s</source>
        <translation>{target} से जुड़ रहा है… {seconds} सेकंड</translation>
    </message>
    <message>
        <source>this laptop</source>
        <translation>यह लैपटॉप</translation>
    </message>
    <message>
        <source>The tutor is answering… · lab server {url}</source>
        <translation>ट्यूटर उत्तर दे रहा है… · लैब सर्वर {url}</translation>
    </message>
    <message>
        <source>The tutor is answering…</source>
        <translation>ट्यूटर उत्तर दे रहा है…</translation>
    </message>
    <message>
        <source>Tutor ready · lab server {url}</source>
        <translation>ट्यूटर तैयार · लैब सर्वर {url}</translation>
    </message>
    <message>
        <source>Tutor ready</source>
        <translation>ट्यूटर तैयार</translation>
    </message>
    <message>
        <source>The tutor could not start</source>
        <translation>ट्यूटर शुरू नहीं हो सका</translation>
    </message>
    <message>
        <source>Answer model: {model}</source>
        <translation>उत्तर मॉडल: {model}</translation>
    </message>
</context>
<context>
    <name>PackDialog</name>
    <message>
        <source>added</source>
        <translation>जोड़ी गई</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>बदली गई</translation>
    </message>
    <message>
        <source>already here</source>
        <translation>पहले से है</translation>
    </message>
    <message>
        <source>TutorApp library packs (*{suffix});;All files (*)</source>
        <translation>TutorApp किताबों के पैक (*{suffix});;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>{mb} MB</source>
        <translation>{mb} MB</translation>
    </message>
    <message>
        <source>{n} book(s), {size}, made {made} UTC with TutorApp {version}.</source>
        <translation>{n} किताबें, {size}, TutorApp {version} से {made} UTC पर बना।</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>किताबें</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>स्थिति</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>प्रगति</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>रुक रहा है…</translation>
    </message>
    <message>
        <source>Export books</source>
        <translation>किताबें निर्यात करें</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>निर्यात करें (&amp;E)</translation>
    </message>
    <message>
        <source>Write the ticked books — PDFs and search data — to one file. Copy it to each laptop (a USB stick works) and use File → Import books… there: no laptop has to read the PDFs again.</source>
        <translation>चुनी हुई किताबें — PDF और खोज का डेटा — एक फ़ाइल में लिखें। उसे हर लैपटॉप पर कॉपी करें (USB स्टिक से हो जाएगा) और वहाँ फ़ाइल → किताबें आयात करें… चुनें: किसी लैपटॉप को PDF फिर से नहीं पढ़नी पड़ेंगी।</translation>
    </message>
    <message>
        <source>Pack file</source>
        <translation>पैक फ़ाइल</translation>
    </message>
    <message>
        <source>Where to save the pack (…{suffix})</source>
        <translation>पैक कहाँ सहेजना है (…{suffix})</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>चुनें (&amp;C)…</translation>
    </message>
    <message>
        <source>The library is empty: add books first.</source>
        <translation>लाइब्रेरी खाली है: पहले किताबें जोड़ें।</translation>
    </message>
    <message>
        <source>Tick at least one book and choose where to save the pack.</source>
        <translation>कम से कम एक किताब चुनें और बताएँ कि पैक कहाँ सहेजना है।</translation>
    </message>
    <message>
        <source>Replace {file}?</source>
        <translation>{file} को बदल दें?</translation>
    </message>
    <message>
        <source>Writing the pack…</source>
        <translation>पैक लिख रहा है…</translation>
    </message>
    <message>
        <source>Writing {book}…</source>
        <translation>{book} लिख रहा है…</translation>
    </message>
    <message>
        <source>Done in {seconds} s: {n} book(s), {size} in {path}. On each laptop: File → Import books…</source>
        <translation>{seconds} सेकंड में पूरा: {n} किताबें, {size}, {path} में। हर लैपटॉप पर: फ़ाइल → किताबें आयात करें…</translation>
    </message>
    <message>
        <source>Stopped: no pack was written.</source>
        <translation>रुक गया: कोई पैक नहीं लिखा गया।</translation>
    </message>
    <message>
        <source>&amp;Re-index from the PDFs</source>
        <translation>PDF से दोबारा पढ़ें (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>आयात करें (&amp;I)</translation>
    </message>
    <message>
        <source>Import books from {file}</source>
        <translation>{file} से किताबें आयात करें</translation>
    </message>
    <message>
        <source>Why the pack cannot be imported as it is</source>
        <translation>पैक जैसा है वैसा आयात क्यों नहीं हो सकता</translation>
    </message>
    <message>
        <source>Books this laptop already has stay as they are if unchanged, and are replaced if the pack holds another version.</source>
        <translation>इस लैपटॉप पर पहले से मौजूद किताबें वैसी ही रहेंगी अगर वे बदली नहीं हैं, और अगर पैक में उनका दूसरा संस्करण है तो बदल दी जाएँगी।</translation>
    </message>
    <message>
        <source> (in the library now)</source>
        <translation> (अभी लाइब्रेरी में है)</translation>
    </message>
    <message>
        <source>Checking the pack…</source>
        <translation>पैक जाँच रहा है…</translation>
    </message>
    <message>
        <source>Copying the PDF of {book}…</source>
        <translation>{book} की PDF कॉपी कर रहा है…</translation>
    </message>
    <message>
        <source>Adding passages: {done} of {total}…</source>
        <translation>अंश जोड़ रहा है: {total} में से {done}…</translation>
    </message>
    <message>
        <source>The pack is intact. Adding its books…</source>
        <translation>पैक ठीक है। उसकी किताबें जोड़ रहा है…</translation>
    </message>
    <message>
        <source>Done in {seconds} s: {added} added, {replaced} replaced, {unchanged} already here.</source>
        <translation>{seconds} सेकंड में पूरा: {added} जोड़ी गईं, {replaced} बदली गईं, {unchanged} पहले से थीं।</translation>
    </message>
    <message>
        <source>Stopped. Books re-indexed before stopping are kept.</source>
        <translation>रुक गया। रुकने से पहले दोबारा पढ़ी गई किताबें रखी गई हैं।</translation>
    </message>
    <message>
        <source>Stopped: nothing was imported; the library is as it was.</source>
        <translation>रुक गया: कुछ भी आयात नहीं हुआ; लाइब्रेरी पहले जैसी है।</translation>
    </message>
    <message>
        <source>Import books</source>
        <translation>किताबें आयात करें</translation>
    </message>
</context>
<context>
    <name>PageBox</name>
    <message>
        <source>PDF page {n} of {count}</source>
        <translation>PDF पृष्ठ {n} / {count}</translation>
    </message>
    <message>
        <source>p. {n} ({pdf_page})</source>
        <translation>पृ. {n} ({pdf_page})</translation>
    </message>
</context>
<context>
    <name>PdfViewer</name>
    <message>
        <source>The book&apos;s PDF at {path} could not be opened: the file is damaged or is not a PDF. Re-add the book from a good copy.</source>
        <translation>{path} पर किताब की PDF नहीं खुल सकी: फ़ाइल खराब है या PDF नहीं है। किताब को किसी सही कॉपी से फिर से जोड़ें।</translation>
    </message>
    <message>
        <source>The book&apos;s PDF at {path} is locked with a password, so it cannot be shown here. Try “Open in system viewer”.</source>
        <translation>{path} पर किताब की PDF पासवर्ड से बंद है, इसलिए यहाँ नहीं दिख सकती। “कंप्यूटर के व्यूअर में खोलें” आज़माएँ।</translation>
    </message>
    <message>
        <source>The book&apos;s PDF at {path} uses a kind of protection this viewer cannot open. Try “Open in system viewer”.</source>
        <translation>{path} पर किताब की PDF में ऐसी सुरक्षा है जिसे यह व्यूअर नहीं खोल सकता। “कंप्यूटर के व्यूअर में खोलें” आज़माएँ।</translation>
    </message>
    <message>
        <source>Previous page</source>
        <extracomment>The viewer&apos;s buttons: (text, the button&apos;s own short text, shortcuts); tooltips add the keys.</extracomment>
        <translation>पिछला पृष्ठ</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>अगला पृष्ठ</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>छोटा करें</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>बड़ा करें</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>पूरी चौड़ाई</translation>
    </message>
    <message>
        <source>Continuous</source>
        <translation>लगातार</translation>
    </message>
    <message>
        <source>Open in system viewer</source>
        <translation>कंप्यूटर के व्यूअर में खोलें</translation>
    </message>
    <message>
        <source>No book is open.</source>
        <translation>कोई किताब खुली नहीं है।</translation>
    </message>
    <message>
        <source>Scroll through all pages, or show one page at a time</source>
        <translation>सभी पृष्ठ स्क्रॉल करें, या एक बार में एक पृष्ठ दिखाएँ</translation>
    </message>
    <message>
        <source>Open this PDF in the computer&apos;s own PDF viewer</source>
        <translation>इस PDF को कंप्यूटर के अपने PDF व्यूअर में खोलें</translation>
    </message>
    <message>
        <source>PDF page</source>
        <translation>PDF पृष्ठ</translation>
    </message>
    <message>
        <source>Viewer message</source>
        <translation>व्यूअर का संदेश</translation>
    </message>
    <message>
        <source>Page number</source>
        <translation>पृष्ठ संख्या</translation>
    </message>
    <message>
        <source>Type a printed page (135) or a PDF page (PDF page 2), Enter</source>
        <translation>छपा हुआ पृष्ठ (135) या PDF पृष्ठ (PDF 2) लिखें, फिर Enter</translation>
    </message>
    <message>
        <source>Zoom level</source>
        <translation>ज़ूम स्तर</translation>
    </message>
    <message>
        <source>Viewer note</source>
        <translation>व्यूअर की सूचना</translation>
    </message>
    <message>
        <source>The cited passage could not be marked on this page.</source>
        <translation>दिया गया अंश इस पृष्ठ पर चिह्नित नहीं हो सका।</translation>
    </message>
    <message>
        <source>The book&apos;s PDF was not found at {path}: it may have been moved or deleted. Re-add the book from its new place.</source>
        <translation>किताब की PDF {path} पर नहीं मिली: शायद उसे हटा दिया गया है या कहीं और रख दिया गया है। किताब को उसकी नई जगह से फिर से जोड़ें।</translation>
    </message>
    <message>
        <source>The book&apos;s PDF at {path} could not be read: this computer&apos;s account may not have permission to open it. Re-add the book from a folder you can open.</source>
        <translation>{path} पर किताब की PDF पढ़ी नहीं जा सकी: शायद इस कंप्यूटर के खाते को उसे खोलने की अनुमति नहीं है। किताब को ऐसे फ़ोल्डर से फिर से जोड़ें जिसे आप खोल सकते हैं।</translation>
    </message>
    <message>
        <source>No PDF viewer is set up on this computer to open the book.</source>
        <translation>इस कंप्यूटर पर किताब खोलने के लिए कोई PDF व्यूअर नहीं है।</translation>
    </message>
</context>
<context>
    <name>PdfViewerWindow</name>
    <message>
        <source>Book viewer</source>
        <translation>किताब व्यूअर</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>From your textbook</source>
        <translation>आपकी पाठ्यपुस्तक से</translation>
    </message>
    <message>
        <source>Sentences from your textbook</source>
        <translation>आपकी पाठ्यपुस्तक के वाक्य</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>फ़ोल्डर</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>ड्राइव</translation>
    </message>
    <message>
        <source>File</source>
        <translation>फ़ाइल</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 फ़ाइल</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>शॉर्टकट</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>अज्ञात</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <extracomment>Qt&apos;s own file dialog (used where the system has none, e.g. under a bare window manager)</extracomment>
        <translation>पीछे</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>आगे</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>ऊपर वाला फ़ोल्डर</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>नया फ़ोल्डर बनाएँ</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>सूची</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>विवरण के साथ</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>फ़ाइलें</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>किनारे की पट्टी</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>दिखाएँ: </translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>खोलें (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>सहेजें (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>चुनें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>कहाँ देखें (&amp;L):</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>फ़ाइल का नाम (&amp;N):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>फ़ाइल का प्रकार (&amp;T):</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>फ़ोल्डर:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>फ़ोल्डर</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>नाम बदलें (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>मिटाएँ (&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>छिपी फ़ाइलें दिखाएँ (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>नया फ़ोल्डर (&amp;N)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>नया फ़ोल्डर</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>हाल की जगहें</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>मेरा कंप्यूटर</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>कंप्यूटर</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोलें</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>इस नाम से सहेजें</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>फ़ोल्डर ढूँढें</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>आकार</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>बदलने की तारीख</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>कंप्यूटर</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>मेरा कंप्यूटर</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>ठीक है (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>रद्द करें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>सहेजें (&amp;S)</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>बिना सहेजे बंद करें</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>पहले जैसा करें (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>फिर से करें (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>काटें (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>चिपकाएँ (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>मिटाएँ</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>सब चुनें</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ठीक है</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>हाँ (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>नहीं (&amp;N)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>सहेजें</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोलें</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>लागू करें</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>सहायता</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>फिर से कोशिश करें</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>अनदेखा करें</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>बीच में रोकें</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>छोड़ दें</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>पहले जैसा करें</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>पहले जैसा करें (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>फिर से करें (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>काटें (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>चिपकाएँ (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>मिटाएँ</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>सब चुनें</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>लिंक का पता कॉपी करें (&amp;L)</translation>
    </message>
</context>
<context>
    <name>QuestionBox</name>
    <message>
        <source>Ask a question about your textbooks…  (Enter to ask)</source>
        <translation>अपनी पाठ्यपुस्तकों के बारे में प्रश्न पूछें…  (पूछने के लिए Enter)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>प्रश्न</translation>
    </message>
</context>
<context>
    <name>ReasoningPanel</name>
    <message>
        <source>Scratch work</source>
        <translation>रफ़ कार्य</translation>
    </message>
    <message>
        <source>Show the tutor&apos;s scratch work</source>
        <translation>ट्यूटर का रफ़ कार्य दिखाएँ</translation>
    </message>
    <message>
        <source>How the tutor worked this answer out: what it looked at and checked. Cleared for every new question and never saved.</source>
        <translation>ट्यूटर ने यह उत्तर कैसे निकाला: उसने क्या देखा और क्या जाँचा। हर नए प्रश्न पर मिट जाता है और कभी सहेजा नहीं जाता।</translation>
    </message>
    <message>
        <source>How the tutor worked</source>
        <translation>ट्यूटर ने कैसे काम किया</translation>
    </message>
    <message>
        <source>What the tutor looked at and checked</source>
        <translation>ट्यूटर ने क्या देखा और जाँचा</translation>
    </message>
    <message>
        <source>The tutor&apos;s own notes:</source>
        <translation>ट्यूटर के अपने नोट्स:</translation>
    </message>
    <message>
        <source>The tutor&apos;s own notes</source>
        <translation>ट्यूटर के अपने नोट्स</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>विवरण</translation>
    </message>
    <message>
        <source>Show the details</source>
        <translation>विवरण दिखाएँ</translation>
    </message>
    <message>
        <source>Scores and checks, for teachers</source>
        <translation>अंक और जाँच, शिक्षकों के लिए</translation>
    </message>
    <message>
        <source>Details of the search and the checks</source>
        <translation>खोज और जाँच का विवरण</translation>
    </message>
    <message>
        <source>Cleared for every new question. Never saved.</source>
        <translation>हर नए प्रश्न पर मिट जाता है। कभी सहेजा नहीं जाता।</translation>
    </message>
    <message>
        <source>Ask a question: how the tutor works it out shows here.</source>
        <translation>प्रश्न पूछें: ट्यूटर उसे कैसे हल करता है, वह यहाँ दिखेगा।</translation>
    </message>
</context>
<context>
    <name>RepairBanner</name>
    <message>
        <source>Your books are safe in the catalog: click Repair library to rebuild the search index from the stored passages (no PDFs needed).</source>
        <translation>आपकी किताबें कैटलॉग में सुरक्षित हैं: सहेजे गए अंशों से खोज सूची फिर से बनाने के लिए “लाइब्रेरी ठीक करें” दबाएँ (PDF की ज़रूरत नहीं)।</translation>
    </message>
    <message>
        <source>Library problem</source>
        <translation>लाइब्रेरी में समस्या</translation>
    </message>
    <message>
        <source>Repair library</source>
        <translation>लाइब्रेरी ठीक करें</translation>
    </message>
    <message>
        <source>Repair the library</source>
        <translation>लाइब्रेरी ठीक करें</translation>
    </message>
    <message>
        <source>Rebuild the search index from the stored passages</source>
        <translation>सहेजे गए अंशों से खोज सूची फिर से बनाएँ</translation>
    </message>
    <message>
        <source>Repairing the library…</source>
        <translation>लाइब्रेरी ठीक कर रहा है…</translation>
    </message>
    <message>
        <source>Repairing: {problems}</source>
        <translation>ठीक कर रहा है: {problems}</translation>
    </message>
    <message>
        <source>Repairing the library: {done}/{total} passages re-embedded…</source>
        <translation>लाइब्रेरी ठीक कर रहा है: {done}/{total} अंश फिर से तैयार…</translation>
    </message>
</context>
<context>
    <name>ScopeBox</name>
    <message>
        <source>Answer from</source>
        <translation>उत्तर यहाँ से</translation>
    </message>
    <message>
        <source>Which books to answer from</source>
        <translation>किन किताबों से उत्तर देना है</translation>
    </message>
    <message>
        <source>All my books</source>
        <translation>मेरी सभी किताबें</translation>
    </message>
    <message>
        <source>Class {n}</source>
        <translation>कक्षा {n}</translation>
    </message>
    <message>
        <source>Class {n} · {subject}</source>
        <translation>कक्षा {n} · {subject}</translation>
    </message>
    <message>
        <source>Ch {n} {title}</source>
        <translation>अध्याय {n} {title}</translation>
    </message>
</context>
<context>
    <name>ScratchNotes</name>
    <message>
        <source>The first answer did not match the book, so the tutor is answering again more carefully.</source>
        <translation>पहला उत्तर किताब से मेल नहीं खाया, इसलिए ट्यूटर और ध्यान से फिर उत्तर दे रहा है।</translation>
    </message>
    <message>
        <source>Searched your books and found nothing close to the question.</source>
        <translation>आपकी किताबों में खोजा, पर प्रश्न के पास का कुछ नहीं मिला।</translation>
    </message>
    <message>
        <source>Looked at {passages} from {chapters}:</source>
        <translation>{chapters} से {passages} देखे:</translation>
    </message>
    <message>
        <source>{n} passage</source>
        <translation>{n} अंश</translation>
    </message>
    <message>
        <source>{n} passages</source>
        <translation>{n} अंश</translation>
    </message>
    <message>
        <source>{n} chapter</source>
        <translation>{n} अध्याय</translation>
    </message>
    <message>
        <source>{n} chapters</source>
        <translation>{n} अध्यायों</translation>
    </message>
    <message>
        <source>They match the question well.</source>
        <translation>ये प्रश्न से अच्छी तरह मेल खाते हैं।</translation>
    </message>
    <message>
        <source>They match the question fairly well.</source>
        <translation>ये प्रश्न से काफ़ी हद तक मेल खाते हैं।</translation>
    </message>
    <message>
        <source>They match the question only partly.</source>
        <translation>ये प्रश्न से केवल कुछ हद तक मेल खाते हैं।</translation>
    </message>
    <message>
        <source>None of them is close enough to the question to answer from.</source>
        <translation>इनमें से कोई भी प्रश्न के इतना पास नहीं है कि उससे उत्तर दिया जा सके।</translation>
    </message>
    <message>
        <source>This was not a question about your books, so nothing was searched.</source>
        <translation>यह आपकी किताबों के बारे में प्रश्न नहीं था, इसलिए कुछ नहीं खोजा गया।</translation>
    </message>
    <message>
        <source>Something went wrong; the card says what to do.</source>
        <translation>कुछ गड़बड़ हो गई; कार्ड बताता है कि क्या करें।</translation>
    </message>
    <message>
        <source>So the tutor did not answer, and suggests nearby topics instead.</source>
        <translation>इसलिए ट्यूटर ने उत्तर नहीं दिया, और उसकी जगह पास के विषय सुझाए।</translation>
    </message>
    <message>
        <source>Nothing the tutor wrote could be matched to the book, so it says it does not know.</source>
        <translation>ट्यूटर का लिखा कुछ भी किताब से मेल नहीं खाया, इसलिए वह कहता है कि उसे नहीं पता।</translation>
    </message>
    <message>
        <source>You stopped the answer: only its finished sentences are kept.</source>
        <translation>आपने उत्तर रोक दिया: केवल उसके पूरे वाक्य रखे गए हैं।</translation>
    </message>
    <message>
        <source>The answer uses {n} of these passages:</source>
        <translation>उत्तर में इनमें से {n} का उपयोग हुआ है:</translation>
    </message>
    <message>
        <source>The answer was not checked against the book (checking is turned off).</source>
        <translation>उत्तर को किताब से नहीं जाँचा गया (जाँच बंद है)।</translation>
    </message>
    <message>
        <source>The tutor&apos;s own words could not be matched to the book, so you see the book&apos;s own sentences.</source>
        <translation>ट्यूटर के अपने शब्द किताब से मेल नहीं खाए, इसलिए आपको किताब के अपने वाक्य दिख रहे हैं।</translation>
    </message>
    <message>
        <source>The first answer did not match the book, so the tutor answered again. </source>
        <translation>पहला उत्तर किताब से मेल नहीं खाया, इसलिए ट्यूटर ने फिर से उत्तर दिया। </translation>
    </message>
    <message>
        <source>Every sentence of the answer was checked and matched the book.</source>
        <translation>उत्तर का हर वाक्य जाँचा गया और किताब से मेल खाया।</translation>
    </message>
    <message>
        <source>{n} sentence did not match the book and is shown in grey.</source>
        <translation>{n} वाक्य किताब से मेल नहीं खाया और धूसर रंग में दिखाया गया है।</translation>
    </message>
    <message>
        <source>{n} sentences did not match the book and are shown in grey.</source>
        <translation>{n} वाक्य किताब से मेल नहीं खाए और धूसर रंग में दिखाए गए हैं।</translation>
    </message>
    <message>
        <source>{n} sentence did not match the book and was removed.</source>
        <translation>{n} वाक्य किताब से मेल नहीं खाया और हटा दिया गया।</translation>
    </message>
    <message>
        <source>{n} sentences did not match the book and were removed.</source>
        <translation>{n} वाक्य किताब से मेल नहीं खाए और हटा दिए गए।</translation>
    </message>
    <message>
        <source>Every sentence was checked against the book: </source>
        <translation>हर वाक्य किताब से जाँचा गया: </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Strict: answer only when the books clearly cover the question</source>
        <translation>सख़्त: केवल तभी उत्तर दें जब किताबों में प्रश्न साफ़ तौर पर हो</translation>
    </message>
    <message>
        <source>Moderate (recommended)</source>
        <translation>मध्यम (सुझाया गया)</translation>
    </message>
    <message>
        <source>Lenient: answer more often, refuse less</source>
        <translation>नरम: ज़्यादा बार उत्तर दें, कम मना करें</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>हल्का</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>गहरा</translation>
    </message>
    <message>
        <source>The bundled model (recommended)</source>
        <translation>साथ आया मॉडल (सुझाया गया)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>सेटिंग्स</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>इंटरफ़ेस की भाषा</translation>
    </message>
    <message>
        <source>Answer model</source>
        <translation>उत्तर मॉडल</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>ढूँढें…</translation>
    </message>
    <message>
        <source>Choose a model file</source>
        <translation>मॉडल फ़ाइल चुनें</translation>
    </message>
    <message>
        <source>How strict the tutor is</source>
        <translation>ट्यूटर कितना सख़्त है</translation>
    </message>
    <message>
        <source>Processor threads</source>
        <translation>प्रोसेसर थ्रेड</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>अपने आप</translation>
    </message>
    <message>
        <source>Let the tutor think step by step first (slower)</source>
        <translation>ट्यूटर को पहले क़दम-दर-क़दम सोचने दें (धीमा)</translation>
    </message>
    <message>
        <source>Keep sentences the books do not support, marked</source>
        <translation>किताबों से पुष्ट न होने वाले वाक्य चिह्नित करके रखें</translation>
    </message>
    <message>
        <source>Otherwise such sentences are removed, with a note</source>
        <translation>नहीं तो ऐसे वाक्य एक सूचना के साथ हटा दिए जाते हैं</translation>
    </message>
    <message>
        <source>Keep the questions asked on this computer (History and the class report)</source>
        <translation>इस कंप्यूटर पर पूछे गए प्रश्न रखें (पिछले प्रश्न और कक्षा रिपोर्ट)</translation>
    </message>
    <message>
        <source>Questions and answers stay on this computer; the tutor&apos;s scratch work is never kept</source>
        <translation>प्रश्न और उत्तर इसी कंप्यूटर पर रहते हैं; ट्यूटर का रफ़ कार्य कभी नहीं रखा जाता</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>अक्षरों का आकार</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>रंग</translation>
    </message>
    <message>
        <source>Interface &amp;language:</source>
        <translation>इंटरफ़ेस की भाषा (&amp;L):</translation>
    </message>
    <message>
        <source>Answer &amp;model:</source>
        <translation>उत्तर मॉडल (&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Strictness:</source>
        <translation>सख़्ती (&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>थ्रेड (&amp;T):</translation>
    </message>
    <message>
        <source>Text si&amp;ze:</source>
        <translation>अक्षरों का आकार (&amp;Z):</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>रंग (&amp;C):</translation>
    </message>
    <message>
        <source>A different model or thread count loads the model again.</source>
        <translation>दूसरा मॉडल या थ्रेड संख्या चुनने पर मॉडल फिर से लोड होता है।</translation>
    </message>
    <message>
        <source>Choose an answer model</source>
        <translation>उत्तर मॉडल चुनें</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF मॉडल (*.gguf)</translation>
    </message>
</context>
<context>
    <name>SettingsFlow</name>
    <message>
        <source>Settings can be changed once the tutor has finished loading or answering.</source>
        <extracomment>The whole pipeline ``prefs`` choose (this laptop&apos;s, or the lab server&apos;s): used when the lab server setting changes.</extracomment>
        <translation>ट्यूटर के तैयार होने या उत्तर पूरा करने के बाद सेटिंग्स बदली जा सकती हैं।</translation>
    </message>
    <message>
        <source>Change the lab server once the books have been added.</source>
        <translation>किताबें जुड़ जाने के बाद लैब सर्वर बदलें।</translation>
    </message>
    <message>
        <source>{error} The previous model stays in use.</source>
        <translation>{error} पहले वाला मॉडल ही इस्तेमाल होता रहेगा।</translation>
    </message>
    <message>
        <source>The settings could not be saved ({error}); they apply until TutorApp is closed.</source>
        <translation>सेटिंग्स सहेजी नहीं जा सकीं ({error}); TutorApp बंद होने तक ये लागू रहेंगी।</translation>
    </message>
    <message>
        <source>this laptop</source>
        <translation>यह लैपटॉप</translation>
    </message>
    <message>
        <source>Answering from the lab server at {url}.</source>
        <translation>{url} पर लैब सर्वर से उत्तर दे रहा है।</translation>
    </message>
    <message>
        <source>Answering with this laptop&apos;s books.</source>
        <translation>इसी लैपटॉप की किताबों से उत्तर दे रहा है।</translation>
    </message>
    <message>
        <source>{error}

TutorApp goes on as before.</source>
        <translation>{error}

TutorApp पहले की तरह चलता रहेगा।</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>TutorApp is already open for the data folder {home}. Switch to that window (look in the taskbar), or close it before opening TutorApp again.</source>
        <translation>डेटा फ़ोल्डर {home} के लिए TutorApp पहले से खुला है। उस विंडो पर जाएँ (टास्कबार में देखें), या TutorApp फिर से खोलने से पहले उसे बंद करें।</translation>
    </message>
</context>
<context>
    <name>StageProgress</name>
    <message>
        <source>The tutor is working</source>
        <translation>ट्यूटर काम कर रहा है</translation>
    </message>
    <message>
        <source>{text} {seconds} s</source>
        <translation>{text} {seconds} सेकंड</translation>
    </message>
</context>
<context>
    <name>ThreadNote</name>
    <message>
        <source>Follow-ups refer to</source>
        <translation>अगले प्रश्न इससे जुड़े हैं</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>नई बातचीत</translation>
    </message>
    <message>
        <source>Follow-ups refer to: “{0}” · Ctrl+N: new conversation</source>
        <translation>अगले प्रश्न इससे जुड़े हैं: “{0}” · Ctrl+N: नई बातचीत</translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message>
        <source>search: {n} passages; best similarity {cosine:.2f}; question words found {coverage:.0%}; confidence {confidence}</source>
        <translation>खोज: {n} अंश; सबसे अच्छी समानता {cosine:.2f}; प्रश्न के मिले शब्द {coverage:.0%}; भरोसा {confidence}</translation>
    </message>
    <message>
        <source>  {book} p. {page}: similarity {score:.2f}</source>
        <translation>  {book} पृ. {page}: समानता {score:.2f}</translation>
    </message>
    <message>
        <source>check: the answer was not supported; retrying</source>
        <translation>जाँच: उत्तर किताब से पुष्ट नहीं हुआ; फिर से कोशिश</translation>
    </message>
    <message>
        <source>check changed the answer: {reason}</source>
        <translation>जाँच ने उत्तर बदला: {reason}</translation>
    </message>
    <message>
        <source>check: {path}; quality {quality}; checks fired: {checks}</source>
        <translation>जाँच: {path}; गुणवत्ता {quality}; लगी जाँचें: {checks}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>result: {status}</source>
        <translation>नतीजा: {status}</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to TutorApp</source>
        <translation>TutorApp में आपका स्वागत है</translation>
    </message>
    <message>
        <source>Add your textbook PDFs (NCERT chapters work best) and ask questions about them. Everything stays on this computer. You can also drop PDF files or folders here.</source>
        <translation>अपनी पाठ्यपुस्तकों की PDF जोड़ें (NCERT के अध्याय सबसे अच्छे रहते हैं) और उनके बारे में प्रश्न पूछें। सब कुछ इसी कंप्यूटर पर रहता है। आप PDF फ़ाइलें या फ़ोल्डर यहाँ खींचकर भी छोड़ सकते हैं।</translation>
    </message>
    <message>
        <source>Add textbook PDFs</source>
        <translation>पाठ्यपुस्तक की PDF जोड़ें</translation>
    </message>
    <message>
        <source>Try the sample chapter</source>
        <translation>नमूना अध्याय आज़माएँ</translation>
    </message>
    <message>
        <source>The sample chapter is not part of this installation</source>
        <translation>नमूना अध्याय इस इंस्टॉलेशन में शामिल नहीं है</translation>
    </message>
</context>
<context>
    <name>WindowCommands</name>
    <message>
        <source>Books are being added: wait until that is done, then try again.</source>
        <translation>किताबें जोड़ी जा रही हैं: उसके पूरा होने तक रुकें, फिर कोशिश करें।</translation>
    </message>
    <message>
        <source>No file manager could be opened. The log is in {folder}.</source>
        <translation>कोई फ़ाइल मैनेजर नहीं खुल सका। लॉग {folder} में है।</translation>
    </message>
</context>
</TS>
